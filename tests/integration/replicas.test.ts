import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failWithout, MISSING_POSTGRES, skipWithout } from '../support/required-tool';
import { type Replica, ReplicaClient, type ReplicaSet, startReplicas } from '../support/replicas';

/*
 * Two replicas of the server as real processes on one fresh PostgreSQL database (TEST_DATABASE_URL's
 * server; CI sets it), sharing one public address, started at the same moment.
 */
const ROUNDS = Number(process.env.REPLICA_ROUNDS ?? 10);
const AUTH_MAX = 10;

/** Polls `url` until its body contains `text`; answers the milliseconds it took (or Infinity after `limitMs`). */
async function timeUntilServed(url: string, text: string, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    const res = await fetch(url).catch(() => undefined);
    if (res?.ok && (await res.text()).includes(text)) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  return Number.POSITIVE_INFINITY;
}

const isWholeDocument = (html: string) => /^<!doctype html>/i.test(html.trimStart()) && html.trimEnd().endsWith('</html>');

const postgresProblem = process.env.TEST_DATABASE_URL ? undefined : MISSING_POSTGRES;

describe.skipIf(skipWithout(postgresProblem))('two replicas on one PostgreSQL database', () => {
  let set: ReplicaSet | undefined;
  beforeAll(() => failWithout(postgresProblem));
  afterAll(async () => {
    await set?.close();
  });

  it(`both become ready when started at the same moment on an empty database, ${ROUNDS} times in a row`, async () => {
    const times: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const started = await startReplicas(2, { AUTH_RATE_LIMIT_MAX: String(AUTH_MAX) });
      times.push(started.readyMs);
      // Keep the last pair running for the tests below.
      if (round < ROUNDS) await started.close();
      else set = started;
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `replicas: both ready after min ${Math.round(sorted[0] ?? 0)} ms, median ${Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0)} ms, max ${Math.round(sorted[sorted.length - 1] ?? 0)} ms (${ROUNDS} rounds, fresh database each)`,
    );
    expect(times).toHaveLength(ROUNDS);
    const ready = await Promise.all((set as ReplicaSet).replicas.map(async (r) => (await fetch(`${r.url}/ready`)).json()));
    expect(ready).toEqual([
      { status: 'ready', database: 'ok', storage: 'ok' },
      { status: 'ready', database: 'ok', storage: 'ok' },
    ]);
  }, 1_200_000);

  it('a session from replica 1 works on replica 2, and a token from either works on the other', async () => {
    const s = set as ReplicaSet;
    const [one, two] = s.replicas as [Replica, Replica];
    const client = new ReplicaClient(s);
    const jar = await client.signUpConfirmed(one, 'shared-session@example.com');
    const session = await fetch(`${two.url}/api/auth/get-session`, { headers: { cookie: jar } });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe('shared-session@example.com');
    const tokenFromTwo = await client.token(two, jar);
    const tokenFromOne = await client.token(one, jar);
    for (const [token, where] of [
      [tokenFromTwo, one],
      [tokenFromOne, two],
    ] as const) {
      const account = await fetch(`${where.url}/api/account`, { headers: { authorization: `Bearer ${token}` } });
      expect(account.status).toBe(200);
    }
  });

  it('counts sign-in attempts across both replicas', async () => {
    const s = set as ReplicaSet;
    const client = new ReplicaClient(s);
    let limitedAt = 0;
    for (let attempt = 1; attempt <= 2 * AUTH_MAX + 2 && !limitedAt; attempt++) {
      const via = s.replicas[attempt % 2] as Replica;
      const res = await fetch(`${via.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: client.headers(),
        body: JSON.stringify({ email: 'nobody-here@example.com', password: 'wrong password here' }),
      });
      if (res.status === 429) limitedAt = attempt;
    }
    console.log(`replicas: the sign-in attempt refused first with 429 is number ${limitedAt} (limit ${AUTH_MAX} per window, alternating replicas)`);
    // Counted apart, each replica would allow AUTH_MAX: the first 429 would come at 2 × AUTH_MAX + 1.
    expect(limitedAt).toBeGreaterThan(0);
    expect(limitedAt).toBeLessThanOrEqual(AUTH_MAX + 1);
  });

  it("serves a publish made through replica 1 from replica 2's site host within 2 s, and a republish too", async () => {
    const s = set as ReplicaSet;
    const [one, two] = s.replicas as [Replica, Replica];
    const client = new ReplicaClient(s);
    const token = await client.token(one, await client.signUpConfirmed(one, 'cross-publish@example.com'));
    const delays: number[] = [];
    for (const name of ['Cross Replica Bakery', 'Cross Replica Bakery Reopened']) {
      const { publishUrl } = await client.publish(one, token, name);
      const onTwo = `${two.sitesUrl}${new URL(publishUrl).pathname}`;
      delays.push(await timeUntilServed(onTwo, `${name}</`, 5000));
    }
    console.log(`replicas: publish through replica 1 served by replica 2 after ${delays.map((d) => `${Math.round(d)} ms`).join(', then (republish) ')}`);
    for (const delay of delays) expect(delay).toBeLessThan(2000);
  });

  it('loses no publish when one replica is killed (kill -9) during a stream of publishes, and every site serves a whole version', async () => {
    const s = set as ReplicaSet;
    const [survivor, victim] = s.replicas as [Replica, Replica];
    const client = new ReplicaClient(s);
    const owners = [];
    for (const who of ['kill-a', 'kill-b', 'kill-c']) {
      owners.push({ who, token: await client.token(survivor, await client.signUpConfirmed(survivor, `${who}@example.com`)), acknowledged: [] as { version: number; name: string }[] });
    }
    const ROUNDS_EACH = 12;
    let killed = false;
    const killer = (async () => {
      // Kill the victim once the stream is well under way (some publishes through it done, more in flight).
      while (owners.reduce((n, o) => n + o.acknowledged.length, 0) < 8) await new Promise((r) => setTimeout(r, 10));
      victim.server.child.kill('SIGKILL');
      killed = true;
    })();
    let failedOnVictim = 0;
    await Promise.all(
      owners.map(async (owner) => {
        for (let i = 1; i <= ROUNDS_EACH; i++) {
          const name = `Stream ${owner.who} number ${i}`;
          // Alternate replicas, as a load balancer would; a request the killed replica dropped is sent again to the other.
          const via = i % 2 === 0 && !killed ? victim : survivor;
          let published;
          try {
            published = await client.publish(via, owner.token, name);
          } catch {
            if (via !== victim) throw new Error(`a publish through the surviving replica failed: ${name}`);
            failedOnVictim++;
            published = await client.publish(survivor, owner.token, name);
          }
          owner.acknowledged.push({ version: published.publishVersion, name });
        }
      }),
    );
    await killer;
    expect(await victim.server.exited()).toBeNull();
    expect(victim.server.child.signalCode).toBe('SIGKILL');
    console.log(`replicas: killed one replica mid-stream; ${failedOnVictim} publishes it dropped were sent again to the other`);

    for (const owner of owners) {
      // Every acknowledged publish is a version in the history, numbered in order, none missing.
      const versions = await fetch(`${survivor.url}/api/website/versions?limit=100`, { headers: { authorization: `Bearer ${owner.token}` } });
      const listed = ((await versions.json()) as { versions: { version: number; live: boolean }[] }).versions;
      const numbers = new Set(listed.map((v) => v.version));
      for (const { version } of owner.acknowledged) expect(numbers.has(version)).toBe(true);
      const last = owner.acknowledged[owner.acknowledged.length - 1] as { version: number; name: string };
      expect(listed.find((v) => v.live)?.version).toBe(last.version);
      // The site serves the last acknowledged version, whole.
      const account = (await (await fetch(`${survivor.url}/api/account`, { headers: { authorization: `Bearer ${owner.token}` } })).json()) as { websiteUrl: string };
      const page = await fetch(`${survivor.sitesUrl}${new URL(account.websiteUrl).pathname}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(isWholeDocument(html)).toBe(true);
      expect(html).toContain(`${last.name}</`);
    }
  }, 180_000);
});
