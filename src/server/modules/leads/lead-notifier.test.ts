import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { LeadNotifier, leadMail } from './lead-notifier';
import type { LeadRepository, PendingLeadMail } from './lead-repository';

const silent = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

/** One lead in memory, claimed and marked the way the repository does it. */
function fakeRepository(lead: PendingLeadMail) {
  const state = { state: 'pending' as 'pending' | 'sent' | 'failed', next: null as Date | null, attempts: 0 };
  const repo = {
    async claimDueMail(now: Date, leaseMs: number) {
      if (state.state !== 'pending' || (state.next && state.next > now)) return [];
      state.attempts += 1;
      state.next = new Date(now.getTime() + leaseMs);
      return [{ ...lead, attempts: state.attempts }];
    },
    async markMailSent() {
      state.state = 'sent';
    },
    async markMailFailed(_id: string, retryAt: Date | null) {
      if (retryAt) state.next = retryAt;
      else state.state = 'failed';
    },
  };
  return { repo: repo as unknown as LeadRepository, state };
}

const lead: PendingLeadMail = {
  leadId: 'l1',
  accountId: 'a1',
  ownerEmail: 'owner@example.com',
  siteUrl: 'https://acme.example/',
  name: 'Jane',
  contact: 'jane@example.net',
  replyTo: 'jane@example.net',
  message: 'Hello there',
  receivedOn: new Date('2026-03-02T10:00:00Z'),
  attempts: 1,
};

describe('LeadNotifier', () => {
  it('writes the e-mail the owner gets, replying to the visitor when they gave an e-mail', () => {
    const mail = leadMail(lead, 'https://app.example');
    expect(mail).toMatchObject({ to: 'owner@example.com', subject: 'New message from Jane on your website', replyTo: 'jane@example.net' });
    expect(mail.text).toContain('Hello there');
    expect(mail.text).toContain('https://app.example/leads');
    const byPhone = leadMail({ ...lead, contact: '+1 555 0100', replyTo: null }, 'https://app.example');
    expect(byPhone.replyTo).toBeUndefined();
    expect(byPhone.text).toContain('Jane left a phone number: +1 555 0100.');
  });

  it('retries a failing mail server later and later, then gives up; the send that works marks it sent', async () => {
    let now = new Date('2026-03-02T10:00:00Z');
    const { repo, state } = fakeRepository(lead);
    let failing = true;
    const sent: MailMessage[] = [];
    const mailer: Mailer = {
      async send(message) {
        if (failing) throw new Error('SMTP down');
        sent.push(message);
      },
    };
    const notifier = new LeadNotifier(repo, mailer, 'https://app.example', silent, () => now);
    await notifier.deliverDue();
    expect(state).toMatchObject({ state: 'pending', attempts: 1, next: new Date('2026-03-02T10:01:00Z') });
    await notifier.deliverDue();
    expect(state.attempts).toBe(1); // not due yet
    now = new Date('2026-03-02T10:01:00Z');
    await notifier.deliverDue();
    expect(state).toMatchObject({ attempts: 2, next: new Date('2026-03-02T10:06:00Z') });
    failing = false;
    now = new Date('2026-03-02T10:06:00Z');
    await notifier.deliverDue();
    expect(state.state).toBe('sent');
    expect(sent).toHaveLength(1);
  });

  it('gives up after the last retry, keeping the lead', async () => {
    let now = new Date('2026-03-02T10:00:00Z');
    const { repo, state } = fakeRepository(lead);
    const notifier = new LeadNotifier(repo, { send: () => Promise.reject(new Error('down')) }, 'https://app.example', silent, () => now);
    for (let i = 0; i < 20 && state.state === 'pending'; i++) {
      await notifier.deliverDue();
      now = new Date((state.next ?? now).getTime());
    }
    expect(state.state).toBe('failed');
    expect(state.attempts).toBe(10);
  });
});
