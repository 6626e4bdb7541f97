import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadImage } from '../support/media-helpers';
import { publishSite } from '../support/publish-site';
import { bearer, createTestApp, type TestApp } from '../support/test-app';
import { makePng } from '../support/test-images';

describe('Download my data (GET /api/account/data)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers one JSON file with the caller's account, website, versions, messages, pictures and sign-in methods, and nothing of anyone else", async () => {
    const owner = await publishSite(t, 'my-data@example.com', 'Data Bakery');
    const other = await publishSite(t, 'not-mine@example.com', 'Other Bakery');
    const picture = await uploadImage(t, owner.token, makePng(20, 20), 'image/png', 'shop.png');
    await uploadImage(t, other.token, makePng(20, 20), 'image/png', 'theirs.png');
    await t.database.db
      .insertInto('leads')
      .values([
        { lead_id: 'lead-mine', account_id: owner.accountId, name: 'Visitor', contact: 'v@example.com', reply_to: 'v@example.com', message: 'Do you bake rye?' },
        { lead_id: 'lead-theirs', account_id: other.accountId, name: 'Someone', contact: 's@example.com', reply_to: null, message: 'Not for you' },
      ])
      .execute();

    expect((await t.app.inject({ url: '/api/account/data' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/account/data', headers: bearer(owner.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="website-works-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.account).toMatchObject({ accountId: owner.accountId, email: 'my-data@example.com' });
    expect(data.website.companyName).toBe('Data Bakery');
    expect(data.publishedVersions).toEqual([expect.objectContaining({ version: 1, live: true, publishedBy: 'my-data@example.com' })]);
    expect(data.leads.map((l: { message: string }) => l.message)).toEqual(['Do you bake rye?']);
    expect(data.images.map((i: { url: string }) => i.url)).toEqual([picture.publicUrl]);
    expect(data.signInMethods).toEqual([expect.objectContaining({ method: 'e-mail and password' })]);
    expect(res.body).not.toContain('Other Bakery');
    expect(res.body).not.toContain('Not for you');
    expect(res.body).not.toMatch(/password"\s*:|"token"|scrypt/i);
  });
});
