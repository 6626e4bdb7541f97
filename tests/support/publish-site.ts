import { expect } from 'vitest';
import { emptyWebsiteContent, type WebsiteContentInput } from '../../src/shared/website';
import { bearer, jsonHeaders, signUpConfirmed, type TestApp } from './test-app';

/**
 * Signs up a confirmed owner, saves a new website with `companyName` (and `fields`) and publishes it.
 * Answers the owner's token and account, the published version, and its address and path on the site host.
 */
export async function publishSite(t: TestApp, email: string, companyName: string, fields: Partial<WebsiteContentInput> = {}) {
  const { token } = await signUpConfirmed(t, email);
  const headers = { ...bearer(token), ...jsonHeaders };
  const put = await t.app.inject({ method: 'PUT', url: '/api/website/', headers, payload: { input: { ...emptyWebsiteContent(), companyName, ...fields } } });
  if (put.statusCode !== 200) throw new Error(put.body);
  const { hash } = (await t.app.inject({ method: 'GET', url: '/api/website/preview', headers: bearer(token) })).json();
  const res = await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers, payload: { input: { hash } } });
  if (res.statusCode !== 200) throw new Error(res.body);
  const { publishVersion, publishUrl } = res.json() as { publishVersion: number; publishUrl: string };
  const account = (await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) })).json() as { accountId: string };
  return { token, accountId: account.accountId, publishVersion, publishUrl, path: new URL(publishUrl).pathname };
}

/** The website API as one signed-in owner calls it: read, save, and publish the saved website (answers the published page's HTML). */
export function ownerWebsite(t: TestApp, token: string) {
  const headers = { ...bearer(token), ...jsonHeaders };
  return {
    get: () => t.app.inject({ method: 'GET', url: '/api/website?version=1', headers: bearer(token) }),
    put: (input: unknown) => t.app.inject({ method: 'PUT', url: '/api/website/', headers, payload: { input } as object }),
    async publish() {
      const { hash } = (await t.app.inject({ method: 'GET', url: '/api/website/preview', headers: bearer(token) })).json();
      const res = await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers, payload: { input: { hash } } });
      expect(res.statusCode).toBe(200);
      const page = await t.app.siteHost.inject(new URL(res.json().publishUrl as string).pathname);
      expect(page.statusCode).toBe(200);
      return page.body;
    },
  };
}
