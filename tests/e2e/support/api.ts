import type { Page } from 'playwright-core';

/** Calls the product API from the page, with the page's own session (as the app itself would). */
export async function apiCall<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  await page.waitForFunction(() => !!localStorage.getItem(`website-works-auth:${location.host}`));
  return page.evaluate(
    async ({ method, path, body }) => {
      const raw = localStorage.getItem(`website-works-auth:${location.host}`);
      const token = raw ? (JSON.parse(raw) as { access_token: string }).access_token : '';
      const res = await fetch(`/api/${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
    },
    { method, path, body },
  );
}

/** Saves the website with some fields changed, through the API. */
export async function saveWebsiteFields(page: Page, fields: Record<string, unknown>) {
  const current = await apiCall<Record<string, unknown>>(page, 'GET', 'website?version=1');
  const { accountId: _a, websiteVersion: _v, ...content } = current.body;
  const saved = await apiCall(page, 'PUT', 'website/', { input: { ...content, ...fields } });
  if (saved.status !== 200) throw new Error(`saving the website failed: ${JSON.stringify(saved.body)}`);
}
