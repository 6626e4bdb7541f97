import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { WebsiteContent } from '../../src/shared/website';
import { sampleWebsite } from '../../src/site/sample-website';
import { bearer, jsonHeaders } from '../../tests/support/test-app';
import type { Injector } from './http-app';

const TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.png': 'image/png' };

/**
 * The sample site with each of its pictures uploaded through the product's own upload flow (as the
 * editor does), so a published page serves processed media from the site host like a real one.
 * `base` is the address the sample's picture URLs start with.
 */
export async function sampleWebsiteWithUploads(t: { app: Injector }, token: string, base = 'http://sample.invalid'): Promise<WebsiteContent> {
  const uploaded = new Map<string, string>();
  const upload = async (url: string): Promise<string> => {
    if (!url.startsWith(`${base}/sample/`)) return url;
    const cached = uploaded.get(url);
    if (cached) return cached;
    const file = path.resolve(import.meta.dirname, '../../public/sample', url.slice(`${base}/sample/`.length));
    const bytes = readFileSync(file);
    const type = TYPES[path.extname(file)] as string;
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/image/',
      headers: { ...bearer(token), ...jsonHeaders },
      payload: { input: { myKey: path.basename(file), myContentType: type, footPrint: bytes.length } },
    });
    const { presignedUrl, publicUrl } = grant.json().image as { presignedUrl: string; publicUrl: string };
    const put = await t.app.inject({ method: 'PUT', url: new URL(presignedUrl).pathname, headers: { 'content-type': type }, payload: bytes });
    if (put.statusCode !== 200) throw new Error(`upload failed: ${put.body}`);
    uploaded.set(url, publicUrl);
    return publicUrl;
  };
  const sample = sampleWebsite(base);
  const withImg = <T extends { img?: string }>(items: T[]) => Promise.all(items.map(async (i) => ({ ...i, ...(i.img ? { img: await upload(i.img) } : {}) })));
  return {
    ...sample,
    logo: await upload(sample.logo),
    otherImg: await upload(sample.otherImg),
    backgroundImg: await upload(sample.backgroundImg),
    serviceItems: await withImg(sample.serviceItems),
    otherItems: await withImg(sample.otherItems),
    gallery: await withImg(sample.gallery),
  };
}

/** Saves `website` for the owner of `token` and publishes it; answers the published address. */
export async function saveAndPublish(t: { app: Injector }, token: string, website: WebsiteContent): Promise<string> {
  const headers = { ...bearer(token), ...jsonHeaders };
  const saved = await t.app.inject({ method: 'PUT', url: '/api/website/', headers, payload: { input: website } });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  const { hash } = (await t.app.inject({ method: 'GET', url: '/api/website/preview', headers: bearer(token) })).json();
  const published = await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers, payload: { input: { hash } } });
  if (published.statusCode !== 200) throw new Error(published.body);
  return (published.json() as { publishUrl: string }).publishUrl;
}
