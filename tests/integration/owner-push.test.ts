import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES, type PushState } from '../../src/shared/push-schema';
import type { LeadList } from '../../src/shared/leads-schema';
import { publishSite } from '../support/publish-site';
import { decrypt, startPushService, verifyVapid, type BrowserSubscription, type PushService } from '../support/push-service';
import { bearer, createTestApp, jsonHeaders, type TestApp } from '../support/test-app';

/*
 * Issue 26: a new lead is pushed to each of the owner's devices that turned notifications on, through
 * a local push service speaking the Web Push protocol; the message decrypts, with the browser's own
 * keys, to the lead's summary; a device whose push service answers 410 is forgotten.
 */
describe('Web Push to the owner for each new lead', () => {
  let t: TestApp;
  let service: PushService;
  let owner: Awaited<ReturnType<typeof publishSite>>;
  let other: Awaited<ReturnType<typeof publishSite>>;
  const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

  beforeAll(async () => {
    service = await startPushService();
    t = await createTestApp('pglite', { PUSH_ALLOW_LOOPBACK: 'true' });
    owner = await publishSite(t, 'plumber@example.com', 'Acme Plumbing');
    other = await publishSite(t, 'baker@example.com', 'Rosie Bakes');
  });
  afterAll(async () => {
    await t?.close();
    await service?.close();
  });

  const subscribe = (token: string, sub: Pick<BrowserSubscription, 'endpoint' | 'keys'>) =>
    t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: { ...bearer(token), ...jsonHeaders, 'user-agent': CHROME }, payload: { input: { endpoint: sub.endpoint, keys: sub.keys } } });
  const state = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/push', headers: bearer(token) })).json() as PushState;

  it('lists the devices, refuses a subscription it cannot use, and one owner cannot remove another’s', async () => {
    const phone = service.subscription('phone');
    const res = await subscribe(owner.token, phone);
    expect(res.statusCode).toBe(200);
    const listed = res.json() as PushState;
    expect(listed.devices).toEqual([expect.objectContaining({ device: 'Chrome 131 on Android', endpoint: phone.endpoint, lastSentOn: null })]);
    // The installation's one VAPID key, kept: the same on every read.
    expect(listed.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await state(other.token)).publicKey).toBe(listed.publicKey);
    expect((await state(other.token)).devices).toEqual([]);

    for (const bad of [
      { ...phone, keys: { ...phone.keys, p256dh: 'short' } },
      { ...phone, keys: { ...phone.keys, auth: '' } },
      { ...phone, endpoint: 'https://10.0.0.7/push/x' },
      { ...phone, endpoint: 'ftp://push.example.com/x' },
    ]) {
      const refused = await subscribe(owner.token, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errorMessage).toContain(PUSH_MESSAGES.badSubscription);
    }
    const id = listed.devices[0]!.subscriptionId;
    const theirs = await t.app.inject({ method: 'DELETE', url: `/api/push/subscriptions/${id}`, headers: { ...bearer(other.token), origin: jsonHeaders.origin } });
    expect(theirs.statusCode).toBe(404);
    expect((await state(owner.token)).devices).toHaveLength(1);
  });

  it('pushes a new lead, encrypted for each device, and forgets the device whose push service answers 410', async () => {
    const phone = service.subscription('phone-2');
    const laptop = service.subscription('laptop');
    expect((await subscribe(owner.token, phone)).statusCode).toBe(200);
    expect((await subscribe(owner.token, laptop)).statusCode).toBe(200);
    service.answer('/push/laptop', 410);
    const before = service.received.length;
    const expectedCount = before + 3; // the first test's phone, this phone, the laptop

    const sent = await t.app.siteHost.inject({
      method: 'POST',
      url: `${owner.path}contact`,
      remoteAddress: '203.0.113.9',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Jane Visitor', contact: 'jane@example.net', message: 'Could you fix a leaking tap on Tuesday?', website: '', elapsed: '' }).toString(),
    });
    expect(sent.statusCode).toBeLessThan(400);
    const received = (await service.waitFor(expectedCount)).slice(before);
    const lead = ((await t.app.inject({ method: 'GET', url: '/api/leads', headers: bearer(owner.token) })).json() as LeadList).leads[0]!;

    const toPhone = received.find((p) => p.path === '/push/phone-2')!;
    expect(toPhone.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(toPhone.headers.ttl)).toBeGreaterThan(0);
    expect(toPhone.headers.urgency).toBe('high');
    // Signed by the installation's key, for this push service's origin.
    const vapid = verifyVapid(toPhone, service.url);
    expect(vapid.publicKey).toBe((await state(owner.token)).publicKey);
    // Nobody but the phone can read it: its own private key and auth secret decrypt the lead's summary.
    expect(toPhone.body.toString('utf8')).not.toContain('Jane');
    expect(JSON.parse(decrypt(toPhone.body, phone))).toEqual({ title: 'New message from Jane Visitor', body: 'Could you fix a leaking tap on Tuesday?', url: `/leads#lead-${lead.leadId}` });
    expect(() => decrypt(toPhone.body, laptop)).toThrow();
    expect(JSON.parse(decrypt(received.find((p) => p.path === '/push/laptop')!.body, laptop)).title).toBe('New message from Jane Visitor');

    // The laptop's push service said 410 Gone: it is no longer listed; the phones are, with when they were last sent to.
    let devices = (await state(owner.token)).devices;
    for (let i = 0; i < 40 && devices.length !== 2; i++) {
      await new Promise((r) => setTimeout(r, 25));
      devices = (await state(owner.token)).devices;
    }
    expect(devices.map((d) => d.endpoint).sort()).toEqual([`${service.url}/push/phone`, phone.endpoint].sort());
    expect(devices.every((d) => d.lastSentOn !== null)).toBe(true);
    // Nothing went to the other owner's (empty) list, and nothing about this lead to anyone else.
    expect(received.filter((p) => !['/push/phone', '/push/phone-2', '/push/laptop'].includes(p.path))).toEqual([]);

    // The owner removes the first phone on /account.
    const first = devices.find((d) => d.endpoint.endsWith('/push/phone'))!;
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/push/subscriptions/${first.subscriptionId}`, headers: { ...bearer(owner.token), origin: jsonHeaders.origin } });
    expect(removed.statusCode).toBe(204);
    expect((await state(owner.token)).devices.map((d) => d.endpoint)).toEqual([phone.endpoint]);
  });
  it('pushes a booking request to the owner of the site it was made on', async () => {
    const salon = await publishSite(t, 'salon-push@example.com', 'Push Salon', { country: 'GB', enableBooking: true });
    const settings = {
      enabled: true,
      autoConfirm: false,
      timeZone: 'Europe/London',
      services: [{ id: 'cut', name: 'Haircut', durationMinutes: 30, price: '', bufferMinutes: 0 }],
      hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '23:30' })),
      breaks: [],
      daysOff: [],
      maxDaysAhead: 30,
      minNoticeMinutes: 60,
    };
    const put = await t.app.inject({ method: 'PUT', url: '/api/bookings/settings', headers: { ...bearer(salon.token), ...jsonHeaders }, payload: { input: settings } });
    expect(put.statusCode, put.body).toBe(200);
    const tablet = service.subscription('salon-tablet');
    expect((await subscribe(salon.token, tablet)).statusCode).toBe(200);
    const before = service.received.length;

    // A visitor picks the first day and the first free time offered, as the page offers them.
    const days = (await t.app.siteHost.inject(`${salon.path}book?service=cut`)).body;
    const day = /<option value="(\d{4}-\d{2}-\d{2})"/.exec(days)?.[1] as string;
    const times = (await t.app.siteHost.inject(`${salon.path}book?service=cut&day=${day}`)).body;
    const start = /value="(\d{4}-\d{2}-\d{2}T[\d:.]+Z)"/.exec(times)?.[1] as string;
    expect(start).toBeDefined();
    const booked = await t.app.siteHost.inject({
      method: 'POST',
      url: `${salon.path}book`,
      remoteAddress: '203.0.113.20',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ service: 'cut', start, day, name: 'Nora Visitor', contact: 'nora@example.net', website: '', elapsed: '' }).toString(),
    });
    expect(booked.statusCode, booked.body).toBe(303);

    const received = (await service.waitFor(before + 1)).slice(before);
    expect(received.map((p) => p.path)).toEqual(['/push/salon-tablet']);
    const alert = JSON.parse(decrypt(received[0]!.body, tablet)) as { title: string; body: string; url: string };
    expect(alert.title).toBe('Booking request from Nora Visitor');
    expect(alert.body).toMatch(/^Haircut, /);
    expect(alert.url).toBe('/bookings');
  });
});
