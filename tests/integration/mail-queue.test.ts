import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrations';
import { MailQueue } from '../../src/server/mail/mail-queue';
import type { MailMessage, Mailer } from '../../src/server/mail/mailer';
import { databaseKinds, openTestDatabase } from '../support/test-database';

/*
 * The mail queue (decision 0071): an e-mail is stored before it is sent, so a mail server that is down
 * or a replica that stops delays it but never loses it; two replicas never send one twice; an account's
 * unsent e-mails go with the account.
 */

/** A mail server that can be taken down; what it delivered, in order. */
function mailServer() {
  const delivered: MailMessage[] = [];
  let down = false;
  const mailer: Mailer = {
    async send(message) {
      await new Promise((r) => setTimeout(r, 5));
      if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      delivered.push(message);
    },
  };
  return { mailer, delivered, setDown: (value: boolean) => (down = value) };
}

const quiet = pino({ level: 'silent' });
const mail = (subject: string): MailMessage => ({ to: 'visitor@example.com', subject, text: `About ${subject}`, attachments: [{ filename: 'appointment.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }] });

describe.each(databaseKinds)('the mail queue on %s', (kind) => {
  let database: Database;
  let now = new Date('2026-11-27T09:00:00Z');
  const clock = () => now;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await migrateToLatest(database.db as never);
    await sql`insert into accounts (account_id, email, updated_on) values ('owner-a', 'a@example.com', now()), ('owner-b', 'b@example.com', now())`.execute(database.db);
  });
  afterAll(async () => database?.close());

  const rows = () => database.db.selectFrom('mail_queue').select(['state', 'attempts', 'next_attempt_on', 'account_id']).orderBy('created_on').execute();

  it('keeps an e-mail while the mail server is down and sends it, whole, once it is back', async () => {
    const server = mailServer();
    server.setDown(true);
    const queue = new MailQueue(database.db, server.mailer, quiet, clock);
    await queue.send(mail('Booked: Haircut'), 'owner-a');
    await queue.deliverDue();
    expect(server.delivered).toEqual([]);
    expect(await rows()).toEqual([expect.objectContaining({ state: 'pending', attempts: 1, next_attempt_on: new Date('2026-11-27T09:01:00Z') })]);
    // Not due yet: nothing is tried.
    server.setDown(false);
    await queue.deliverDue();
    expect(server.delivered).toEqual([]);
    now = new Date('2026-11-27T09:01:00Z');
    await queue.deliverDue();
    expect(server.delivered).toEqual([mail('Booked: Haircut')]);
    expect(await rows()).toEqual([expect.objectContaining({ state: 'sent', attempts: 2, next_attempt_on: null })]);
    await queue.deliverDue();
    expect(server.delivered).toHaveLength(1);
    await database.db.deleteFrom('mail_queue').execute();
  });

  it('sends each e-mail once when two replicas deliver at the same moment', async () => {
    const server = mailServer();
    const one = new MailQueue(database.db, server.mailer, quiet, clock);
    const two = new MailQueue(database.db, server.mailer, quiet, clock);
    server.setDown(true);
    for (let i = 0; i < 30; i++) await (i % 2 ? one : two).send(mail(`Request ${i}`), 'owner-a');
    server.setDown(false);
    await Promise.all([one.deliverDue(), two.deliverDue(), one.deliverDue(), two.deliverDue()]);
    // Those tried while the server was down are due in a minute; then every one goes, once.
    now = new Date(now.getTime() + 60_000);
    await Promise.all([one.deliverDue(), two.deliverDue()]);
    const subjects = server.delivered.map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 30 }, (_, i) => `Request ${i}`).sort());
    await database.db.deleteFrom('mail_queue').execute();
  });

  it('lets another replica send what a stopped one had claimed, once its lease is over', async () => {
    const server = mailServer();
    const stopped = new MailQueue(database.db, { send: () => new Promise<void>(() => {}) }, quiet, clock);
    await database.db.insertInto('mail_queue').values({ mail_id: 'claimed', account_id: 'owner-a', message: JSON.stringify(mail('Claimed')), next_attempt_on: null }).execute();
    void stopped.deliverDue(); // claims it and never finishes, as a replica that stopped mid-send
    await expect.poll(async () => (await rows())[0]?.attempts).toBe(1);
    const other = new MailQueue(database.db, server.mailer, quiet, clock);
    await other.deliverDue();
    expect(server.delivered).toEqual([]);
    now = new Date(now.getTime() + 5 * 60_000);
    await other.deliverDue();
    expect(server.delivered.map((m) => m.subject)).toEqual(['Claimed']);
    await database.db.deleteFrom('mail_queue').execute();
  });

  it('gives up after the last try, and forgets the e-mail a week later', async () => {
    const server = mailServer();
    server.setDown(true);
    const queue = new MailQueue(database.db, server.mailer, quiet, clock);
    await queue.send(mail('Never'), 'owner-a');
    for (let attempt = 0; attempt < 10; attempt++) {
      await queue.deliverDue();
      now = new Date(now.getTime() + 12 * 3600_000);
    }
    expect(await rows()).toEqual([expect.objectContaining({ state: 'failed', attempts: 10 })]);
    now = new Date(now.getTime() + 8 * 86_400_000);
    await queue.deliverDue();
    expect(await rows()).toEqual([]);
  });

  it("deletes an account's unsent e-mails with the account, and keeps the others'", async () => {
    const server = mailServer();
    server.setDown(true);
    const queue = new MailQueue(database.db, server.mailer, quiet, clock);
    await queue.send(mail('For a deleted account'), 'owner-b');
    await queue.send(mail('For a kept account'), 'owner-a');
    await database.db.deleteFrom('accounts').where('account_id', '=', 'owner-b').execute();
    expect((await rows()).map((r) => r.account_id)).toEqual(['owner-a']);
  });
});
