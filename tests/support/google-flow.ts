import { expect } from 'vitest';
import { APP_URL, cookieJar, jsonHeaders, type TestApp } from './test-app';

/** The app's Google settings for a local OpenID Connect stand-in (tests/support/oidc-server.ts). */
export const GOOGLE_TEST_CLIENT = { clientId: 'test-google-client', clientSecret: 'test-google-secret', redirectUri: `${APP_URL}/api/auth/callback/google` };

export function googleEnv(issuer: string): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT.clientId,
    GOOGLE_CLIENT_SECRET: GOOGLE_TEST_CLIENT.clientSecret,
    GOOGLE_DISCOVERY_URL: `${issuer}/.well-known/openid-configuration`,
  };
}

/** Opens the consent page of an authorization URL and clicks Continue (or Cancel): the redirect back to the client. */
export async function consent(authorizationUrl: string, decision: 'allow' | 'deny' = 'allow'): Promise<URL> {
  const page = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(page.status, await page.clone().text()).toBe(200);
  const html = await page.text();
  expect(html).toContain('Sign in to Google (test)');
  const requestId = /name="request_id" value="([^"]+)"/.exec(html)?.[1];
  expect(requestId).toBeTruthy();
  const origin = new URL(authorizationUrl).origin;
  const res = await fetch(`${origin}/authorize/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request_id: requestId as string, decision }),
    redirect: 'manual',
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') as string);
}

/**
 * A whole Google sign-in as a browser does it: start at the app, consent at the stand-in, back to
 * the app's callback. Answers the callback's response and the browser's cookie jar after it.
 */
export async function googleSignIn(t: Pick<TestApp, 'app'>, remoteAddress = '10.9.0.1') {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: jsonHeaders,
    remoteAddress,
    payload: { provider: 'google', callbackURL: '/dashboard' },
  });
  expect(start.statusCode, start.body).toBe(200);
  const startJar = cookieJar(start);
  const back = await consent((start.json() as { url: string }).url);
  expect(`${back.origin}${back.pathname}`).toBe(GOOGLE_TEST_CLIENT.redirectUri);
  const res = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie: startJar } });
  return { res, jar: cookieJar(res, startJar) };
}
