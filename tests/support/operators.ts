import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { OperatorRoles } from '../../src/server/modules/admin/operator-roles';
import { accessToken, bearer, cookieJar, jsonHeaders, signUpConfirmed, type TestApp } from './test-app';

/** The command line, as the audit log names it in tests. */
export const CLI_ACTOR = { id: null, email: 'tester@localhost (command line)' };

/**
 * An authenticator app enrolled on the signed-in account of `jar`, as /account does (better-auth's
 * two-factor endpoints, codes made as a phone would): the jar and a token of the session after it.
 */
export async function enrolAuthenticator(t: TestApp, jar: string, password: string) {
  // Each enrolment from an address of its own, as from the operator's own device: better-auth allows
  // a few /two-factor/ requests per address per 10 seconds, and tests enrol several operators at once.
  const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
  const post = (path: string, body: unknown, cookie: string) =>
    t.app.inject({ method: 'POST', url: `/api/auth${path}`, remoteAddress, headers: { ...jsonHeaders, cookie }, payload: body as object });
  const enable = await post('/two-factor/enable', { password }, jar);
  if (enable.statusCode !== 200) throw new Error(`two-factor/enable: ${enable.statusCode} ${enable.body}`);
  const { totpURI } = enable.json() as { totpURI: string };
  const enabledJar = cookieJar(enable, jar);
  const code = new TOTP({ secret: Secret.fromBase32(new URL(totpURI).searchParams.get('secret') as string) }).generate();
  const verified = await post('/two-factor/verify-totp', { code }, enabledJar);
  if (verified.statusCode !== 200) throw new Error(`two-factor/verify-totp: ${verified.statusCode} ${verified.body}`);
  const finalJar = cookieJar(verified, enabledJar);
  return { jar: finalJar, token: await accessToken(t, finalJar), totpURI };
}

/**
 * A confirmed account made an operator (as `npm run operator -- grant` does), with an authenticator app
 * (operators need a second factor) and signed in just now: its cookie jar, a Bearer token, and calls to
 * the console's API with them. `secondFactor: false` leaves the factor out (the console refuses it).
 */
export async function signUpOperator(t: TestApp, email = 'operator@example.com', password = 'correct horse battery', { secondFactor = true } = {}) {
  const signedUp = await signUpConfirmed(t, email, password);
  const granted = await new OperatorRoles(t.database.db).grant(email, CLI_ACTOR);
  if (granted.kind !== 'granted') throw new Error(`grant failed: ${granted.kind}`);
  const { jar, token } = secondFactor ? await enrolAuthenticator(t, signedUp.jar, password) : signedUp;
  return { jar, token, email, password, ...adminCalls(t, token, jar) };
}

/** The console's API as one caller sees it (Bearer token, and the browser's cookie where given). */
export function adminCalls(t: TestApp, token: string, jar = '') {
  const headers = { ...bearer(token), ...(jar ? { cookie: jar } : {}) };
  return {
    get: (path: string) => t.app.inject({ method: 'GET', url: `/api/admin/${path}`, headers }),
    post: (path: string, input: unknown) => t.app.inject({ method: 'POST', url: `/api/admin/${path}`, headers: { ...headers, ...jsonHeaders }, payload: { input } as object }),
  };
}
