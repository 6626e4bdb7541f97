import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, type BookingSettings } from '../../src/shared/bookings-schema';
import { failWithout, MISSING_POSTGRES, skipWithout } from '../support/required-tool';
import { type Replica, ReplicaClient, type ReplicaSet, startReplicas } from '../support/replicas';

/*
 * Never double-booked (issue 25): two replicas of the server as real processes on one fresh
 * PostgreSQL database; twenty visitors ask for the same time at the same moment, half through each
 * replica. Exactly one booking exists afterwards; every other visitor got the sentence.
 */
const postgresProblem = process.env.TEST_DATABASE_URL ? undefined : MISSING_POSTGRES;

describe.skipIf(skipWithout(postgresProblem))('bookings on two replicas of one PostgreSQL database', () => {
  let set: ReplicaSet | undefined;
  beforeAll(() => failWithout(postgresProblem));
  afterAll(async () => {
    await set?.close();
  });

  it('twenty simultaneous requests for one time: one booking, nineteen refusals with a sentence', async () => {
    set = await startReplicas(2, { CONTACT_RATE_LIMIT_MAX: '100' });
    const [one, two] = set.replicas as [Replica, Replica];
    const client = new ReplicaClient(set);
    const jar = await client.signUpConfirmed(one, 'race@example.com');
    const token = await client.token(one, jar);
    const { publishUrl } = await client.publish(one, token, 'Race Barbers');
    const settings: BookingSettings = {
      enabled: true,
      autoConfirm: false,
      timeZone: 'UTC',
      services: [{ id: 'cut', name: 'Haircut', durationMinutes: 30, price: '', bufferMinutes: 0 }],
      hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '08:00', close: '18:00' })),
      breaks: [],
      daysOff: [],
      maxDaysAhead: 30,
      minNoticeMinutes: 0,
    };
    const put = await fetch(`${two.url}/api/bookings/settings`, { method: 'PUT', headers: client.headers({ authorization: `Bearer ${token}` }), body: JSON.stringify({ input: settings }) });
    expect(put.status).toBe(200);

    const start = new Date(Date.now() + 2 * 86_400_000);
    start.setUTCHours(10, 0, 0, 0);
    const path = new URL(publishUrl).pathname;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${(i % 2 ? two : one).sitesUrl}${path}book`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
          body: new URLSearchParams({ service: 'cut', start: start.toISOString(), name: `Visitor ${i}`, contact: `v${i}@example.net`, website: '', elapsed: '' }),
        }).then(async (res) => ({ status: res.status, body: await res.text() })),
      ),
    );
    expect(answers.filter((a) => a.status === 303)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.body).toContain(BOOKING_MESSAGES.taken.replace(/'/g, '&#x27;'));

    const list = (await (await fetch(`${two.url}/api/bookings`, { headers: { authorization: `Bearer ${token}` } })).json()) as { bookings: { startsAt: string }[] };
    expect(list.bookings.map((b) => b.startsAt)).toEqual([start.toISOString()]);
  }, 240_000);
});
