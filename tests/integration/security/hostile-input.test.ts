import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OWN_AUTH_ENDPOINTS } from '../../../src/server/auth/auth-plugin';
import { emptyWebsiteContent } from '../../../src/shared/website';
import { publishSite } from '../../support/publish-site';
import { accessToken, bearer, createTestApp, jsonHeaders, type TestApp } from '../../support/test-app';

// Starting an app on PGlite can take over a minute on a busy machine.
vi.setConfig({ hookTimeout: 180_000 });

/*
 * The hostile-input test (issue 9): every route of the OpenAPI document, and every endpoint of
 * better-auth, gets a corpus of hostile values in every field it describes (body, path, query) and
 * as its whole body. No answer may be a 5xx, and no data may change. Routes are read from the
 * document, so a route added later is covered without touching this file.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
};
type Operation = { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
type Path = (string | number)[];

function deepArray(depth: number): unknown {
  let value: unknown = ['x'];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

const MEGABYTE = 'x'.repeat(1_000_000);
const DEEP = deepArray(2000);
/** Values put into body fields (as JSON). */
const BODY_VALUES: unknown[] = [
  'a\u0000b',
  '\u0000',
  'x\ud800',
  '\udfff',
  MEGABYTE,
  12345,
  -1.5,
  1e308,
  true,
  null,
  {},
  [],
  ['x', 1, null],
  DEEP,
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { constructor: { prototype: { polluted: true } } },
];
/** Values no field may ever accept (the others — numbers, true, [], {} … — are valid somewhere). */
const NEVER_VALID = new Set(BODY_VALUES.filter((v) => typeof v === 'string' || v === DEEP || (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length > 0)));
/** Values put into the path and the query, already URL-encoded. */
const URL_VALUES = ['%00', 'a%00b', '%ED%A0%80', '%C0%80', '%FF', '%', 'a'.repeat(8000), '..%2F..%2Fetc%2Fpasswd', '__proto__', 'constructor', '-1', '1e308'];
/** Text fields better-auth's endpoints read (they are not in the OpenAPI document). */
const AUTH_FIELDS = ['name', 'email', 'password', 'newPassword', 'currentPassword', 'token', 'callbackURL', 'redirectTo', 'image', 'provider', 'newEmail', 'idToken', 'scopes', 'disableRedirect', 'rememberMe'];
/** Tables whose rows legitimately change while requests are refused: counters, sessions, pending links. */
// review_requests (issue 26): `{ "input": {} }` is a valid "Ask for a review" (a link for no particular lead), which
// the corpus sends; the row it makes is that valid request's outcome, like a saved website. booking_settings
// (issue 25): `{ "input": {} }` to /api/bookings/feed is a valid "Make a new address" for the calendar feed,
// which keeps its secret in the site's (otherwise default) settings row.
const VOLATILE_TABLES = new Set(['rate_counters', 'auth_rate_limit', 'auth_session', 'auth_verification', 'auth_token_epochs', 'ww_migrations', 'ww_migrations_lock', 'review_requests', 'booking_settings']);

function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative) return sample(alternative);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v)]));
  if (type === 'array') return [sample(schema.items)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  return 'x';
}

/** Every place in the schema a value can go: objects' properties, the first item of lists, every anyOf branch. */
function fieldPaths(schema: JsonSchema | undefined, path: Path = []): Path[] {
  if (!schema) return [];
  const here = path.length > 0 ? [path] : [];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return [...here, ...branches.flatMap((b) => fieldPaths(b, path).filter((p) => p !== path))];
  if (schema.properties) return [...here, ...Object.entries(schema.properties).flatMap(([k, v]) => fieldPaths(v, [...path, k]))];
  if (schema.items) return [...here, ...fieldPaths(schema.items, [...path, 0])];
  return here;
}

function withValue(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...Path];
  const container = (Array.isArray(base) ? [...base] : typeof base === 'object' && base !== null ? { ...base } : {}) as Record<string | number, unknown>;
  container[head] = withValue(container[head], rest, value);
  return container;
}

describe('hostile input on every route', () => {
  let t: TestApp;
  let token: string;
  let jar: string;
  const siteContent = { ...emptyWebsiteContent(), companyName: 'Hostile Testing Co', serviceItems: [{ index: 0, title: 'Install', description: 'New systems' }] };

  const snapshot = async () => {
    const { rows: tables } = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() order by 1`.execute(t.database.db);
    const out: Record<string, unknown> = {};
    for (const { name } of tables) {
      if (VOLATILE_TABLES.has(name)) continue;
      const { rows } = await sql`select * from ${sql.table(name)}`.execute(t.database.db);
      // better-auth's /update-user touches updatedAt even when it changes no field: not data.
      out[name] = rows.map((r) => JSON.stringify({ ...(r as object), updatedAt: undefined, updated_on: undefined })).sort();
    }
    return out;
  };

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const site = await publishSite(t, 'hostile@example.com', 'Hostile Testing Co', siteContent);
    token = site.token;
    // A browser session for better-auth's endpoints.
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: jsonHeaders, payload: { email: 'hostile@example.com', password: 'correct horse battery' } });
    jar = (signIn.headers['set-cookie'] as string[]).map((c) => c.split(';')[0]).join('; ');
    await accessToken(t, jar);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers no 5xx and changes no data, whatever is sent to whichever field', { timeout: 600_000 }, async () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const before = await snapshot();
    const failures: string[] = [];
    let requests = 0;
    const send = async (method: string, url: string, payload?: string, headers: Record<string, string> = bearer(token), injected?: unknown) => {
      requests++;
      const res = await t.app.inject({ method: method as 'GET', url, headers: { ...jsonHeaders, ...headers }, ...(payload === undefined ? {} : { payload }) });
      if (res.statusCode === 401 && !url.startsWith('/api/auth/')) failures.push(`401 ${method} ${url.slice(0, 120)}: the run lost its sign-in`);
      if (process.env.HOSTILE_DEBUG && res.statusCode < 300 && method !== 'GET') console.log('ACCEPTED', method, url.slice(0, 80), payload?.slice(0, 300));
      if (res.statusCode < 300 && method !== 'GET' && injected !== undefined && NEVER_VALID.has(injected)) {
        failures.push(`${res.statusCode} ${method} ${url.slice(0, 120)} accepted a hostile value: ${payload?.slice(0, 200)}`);
      }
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${method} ${url.slice(0, 120)} ${payload?.slice(0, 120) ?? ''} → ${res.body.slice(0, 200)}`);
      return res;
    };
    const validBodies: Record<string, unknown> = {
      'PUT /api/website/': { input: siteContent },
    };

    let routes = 0;
    for (const [template, operations] of Object.entries(spec.paths)) {
      if (template.startsWith('/api/auth/')) continue; // better-auth's endpoints, below, one by one
      for (const [lower, operation] of Object.entries(operations)) {
        const method = lower.toUpperCase();
        routes++;
        const params = operation.parameters ?? [];
        const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
        const queryParams = params.filter((p) => p.in === 'query').map((p) => p.name);
        const urlWith = (values: Record<string, string> = {}, query = '') =>
          template.replace(/\{([^}]*)\}/g, (_m, name: string) => values[name] ?? 'x') + (query ? `?${query}` : '');
        const baseQuery = queryParams.map((q) => `${q}=1`).join('&');
        // Path and query, one field at a time.
        for (const value of URL_VALUES) {
          for (const name of pathParams) await send(method, urlWith({ [name]: value }, baseQuery));
          for (const name of queryParams) {
            const others = queryParams.filter((q) => q !== name).map((q) => `${q}=1`);
            await send(method, urlWith({}, [...others, `${name}=${value}`].join('&')));
          }
        }
        for (const name of queryParams) {
          await send(method, urlWith({}, `${name}=1&${name}=2`));
          await send(method, urlWith({}, `${name}[__proto__][polluted]=1&${name}[a]=1`));
        }
        if (method === 'GET' || method === 'DELETE') continue;
        // The body: as a whole, and every field it describes.
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        const base = validBodies[`${method} ${template}`] ?? sample(schema);
        const url = urlWith({}, baseQuery);
        for (const value of BODY_VALUES) await send(method, url, JSON.stringify(value), undefined, schema ? value : undefined);
        for (const raw of ['{not json', '', '\u0000', '{"input":"\\ud800"}', '{"input":{"a":"\\u0000"}}']) await send(method, url, raw);
        for (const path of fieldPaths(schema)) {
          for (const value of BODY_VALUES) await send(method, url, JSON.stringify(withValue(base, path, value)), undefined, value);
        }
      }
    }

    // better-auth's endpoints: every one, with every value as the whole body and in every field it reads.
    const endpoints = [...Object.values(t.app.auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>), ...OWN_AUTH_ENDPOINTS]
      .filter((e) => typeof e.path === 'string')
      // Signing out ends the session the rest of the run uses: last.
      .sort((a, b) => Number(/sign-out|revoke/.test(a.path ?? '')) - Number(/sign-out|revoke/.test(b.path ?? '')));
    for (const endpoint of endpoints) {
      routes++;
      const methods = [endpoint.options?.method ?? 'GET'].flat().filter((m) => m === 'GET' || m === 'POST');
      for (const method of methods) {
        const template = `/api/auth${endpoint.path}`;
        for (const value of URL_VALUES) {
          const url = template.replace(/:[a-zA-Z]+/g, value);
          await send(method, `${url}?token=${value}&callbackURL=${value}`, method === 'POST' ? '{}' : undefined, { cookie: jar });
        }
        if (method !== 'POST') continue;
        const url = template.replace(/:[a-zA-Z]+/g, 'x');
        for (const value of BODY_VALUES) {
          await send(method, url, JSON.stringify(value), { cookie: jar });
          for (const field of AUTH_FIELDS) await send(method, url, JSON.stringify({ [field]: value }), { cookie: jar });
        }
      }
    }

    // Valid values in the corpus (an empty card list, index 12345 …) are saved like any edit: put the site back.
    const restored = await t.app.inject({ method: 'PUT', url: '/api/website/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: siteContent } });
    expect(restored.statusCode).toBe(200);
    expect(failures).toEqual([]);
    expect(routes).toBeGreaterThan(60);
    expect(requests).toBeGreaterThan(3000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await snapshot()).toEqual(before);
  });
});
