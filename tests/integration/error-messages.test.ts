import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../src/server/errors';
import { GENERIC_ERROR } from '../../src/shared/error-messages';
import { WEBSITE_FIELD_NAMES } from '../../src/shared/website-fields';
import { bearer, createTestApp, jsonHeaders, signUpConfirmed, type TestApp } from '../support/test-app';

/*
 * Every message an endpoint sends about bad input is written for a person (decision 0016): one invalid
 * value at a time to every validated field of every route in the OpenAPI document (so routes added
 * later are covered without touching this file), and to better-auth's endpoints, which the document
 * does not describe. A message may not carry a field key, a "[body.…]" prefix, a status code or zod's
 * own English.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  default?: unknown;
};
type Operation = {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  parameters?: { in: string; name: string; schema: Schema; required?: boolean }[];
};

/** A value the schema accepts as far as its JSON form tells (good enough as the rest of a body). */
function sample(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.[0]) return sample(options[0]);
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties?.[key] ?? {})]));
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    default:
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

/** Values the field must refuse: the wrong type, and each bound it declares, just broken. */
function invalidValues(schema: Schema): unknown[] {
  if (schema.const !== undefined || schema.enum) return ['zzz-not-a-choice', 12345];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return [12345, { not: 'a value' }];
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case 'object':
      return ['not an object'];
    case 'array':
      return ['not a list', ...(schema.maxItems !== undefined && schema.items ? [Array.from({ length: schema.maxItems + 1 }, () => sample(schema.items as Schema))] : [])];
    case 'boolean':
      return ['yes'];
    case 'number':
    case 'integer':
      return [
        'abc',
        ...(schema.type === 'integer' ? [1.5] : []),
        ...(schema.minimum !== undefined ? [schema.minimum - 1] : []),
        ...(schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER ? [schema.maximum + 1] : []),
      ];
    default:
      return [
        12345,
        ...(schema.maxLength !== undefined ? ['x'.repeat(schema.maxLength + 1)] : []),
        ...(schema.pattern || schema.format ? ['!! not valid !!'] : []),
        '::nonsense::',
      ];
  }
}

interface Leaf {
  /** Keys from the body's root to the field. */
  path: string[];
  schema: Schema;
  /** The body around it: a sample of the object (or anyOf option) the field belongs to. */
  build: (value: unknown) => unknown;
}

/** Every field of a body schema, with a way to put one value into an otherwise sampled body. */
function leavesOf(schema: Schema, build: (value: unknown) => unknown = (v) => v, path: string[] = []): Leaf[] {
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.some((o) => o.properties)) return options.flatMap((option) => leavesOf(option, build, path));
  if (schema.properties) {
    const out: Leaf[] = [];
    for (const [key, child] of Object.entries(schema.properties)) {
      const wrap = (value: unknown) => build({ ...(sample(schema) as object), [key]: value });
      out.push({ path: [...path, key], schema: child, build: wrap });
      out.push(...leavesOf(child, wrap, [...path, key]).filter((leaf) => leaf.path.length > path.length + 1));
    }
    return out;
  }
  if (schema.items?.properties) {
    const item = schema.items;
    return leavesOf(item, (value) => build([value]), [...path, '0']).filter((leaf) => leaf.path.length > path.length + 1);
  }
  return [];
}

const STATUS_PREFIX = /^\s*\[?\d{3}\]?[\s:]/;
const ZOD_ENGLISH = /Invalid input|expected (string|number|boolean|object|array)|Too (big|small)|Unrecognized key/;

/** The checks every message of a refusal passes; returns what is wrong, for a readable failure. */
function problemsOf(message: unknown, keys: string[]): string[] {
  if (typeof message !== 'string' || message.trim() === '') return ['no message'];
  const problems: string[] = [];
  if (message.includes('[body.') || message.includes('[query.')) problems.push('a [body. prefix');
  if (STATUS_PREFIX.test(message) || /Request failed/.test(message)) problems.push('a status code');
  if (ZOD_ENGLISH.test(message)) problems.push("zod's own English");
  for (const key of keys) {
    if (/^\d+$/.test(key) || key === 'input') continue;
    // A key written as code (camelCase, or followed by a colon) is a field key; plain words may be English.
    if (/[A-Z_]/.test(key) ? message.includes(key) : new RegExp(`(^|\\W)${key}(\\.\\d+)*:`).test(message)) problems.push(`the key ${key}`);
  }
  return problems;
}

describe('every refusal is worded for a person', () => {
  let t: TestApp;
  let token: string;
  let doc: { paths: Record<string, Record<string, Operation>> };

  beforeAll(async () => {
    t = await createTestApp('pglite');
    ({ token } = await signUpConfirmed(t, 'messages@example.com'));
    doc = (await t.app.inject('/api/docs/json')).json();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers one invalid value to every validated field of every API route with a message for a person', async () => {
    const website = (await t.app.inject({ url: '/api/website?version=1', headers: bearer(token) })).json() as Record<string, unknown>;
    delete website.accountId;
    delete website.websiteVersion;
    const failures: string[] = [];
    const tested = new Set<string>();
    let requests = 0;

    for (const [route, operations] of Object.entries(doc.paths)) {
      // better-auth's catch-all is checked below; the upload PUT takes file bytes, not fields.
      if (!route.startsWith('/api/') || route.startsWith('/api/auth/') || route.startsWith('/api/upload/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const params = operation.parameters ?? [];
        const url = (pathValues: Record<string, string> = {}, query: Record<string, string> = {}) => {
          const path = route.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name] ?? 'sample-id'));
          const search = new URLSearchParams(query).toString();
          return search ? `${path}?${search}` : path;
        };
        const baseQuery = Object.fromEntries(params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(sample(p.schema))]));
        if (route === '/api/website') baseQuery.version = '1';
        const send = async (target: string, payload: unknown, keys: string[], label: string) => {
          requests++;
          const res = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: target,
            headers: { ...bearer(token), ...(payload === undefined ? {} : jsonHeaders) },
            ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
          });
          // 503 is a deliberate "not available here" (e.g. an import service not configured); any other 5xx is a fault.
          if (res.statusCode >= 500 && res.statusCode !== 503) failures.push(`${label}: status ${res.statusCode}`);
          if (res.statusCode < 400) return;
          const problems = problemsOf(res.json().errorMessage, keys);
          if (problems.length > 0) failures.push(`${label} → ${res.statusCode} "${res.json().errorMessage}": ${problems.join(', ')}`);
        };

        for (const param of params.filter((p) => p.in === 'query' || p.in === 'path')) {
          for (const value of invalidValues(param.schema)) {
            const text = typeof value === 'string' ? value : JSON.stringify(value);
            const target = param.in === 'path' ? url({ [param.name]: text }, baseQuery) : url({}, { ...baseQuery, [param.name]: text });
            tested.add(`${route} ${param.name}`);
            await send(target, method === 'get' || method === 'delete' ? undefined : {}, [param.name], `${method.toUpperCase()} ${target.slice(0, 80)}`);
          }
        }

        const body = operation.requestBody?.content?.['application/json']?.schema;
        if (!body) continue;
        const baseBody = route === '/api/website/' ? { input: website } : sample(body);
        for (const leaf of leavesOf(body)) {
          for (const value of invalidValues(leaf.schema)) {
            // Keep the website's other fields valid, so the refusal is about this field.
            const payload =
              route === '/api/website/' && leaf.path.length === 2
                ? { input: { ...website, [leaf.path[1] as string]: value } }
                : route === '/api/website/' && leaf.path.length > 2
                  ? { input: { ...website, [leaf.path[1] as string]: [{ index: 0, title: '', description: '', [leaf.path[3] as string]: value }] } }
                  : leaf.build(value);
            tested.add(`${route} ${leaf.path.join('.')}`);
            await send(url({}, baseQuery), payload ?? baseBody, leaf.path, `${method.toUpperCase()} ${route} ${leaf.path.join('.')}=${JSON.stringify(value).slice(0, 30)}`);
          }
        }
      }
    }

    expect(failures).toEqual([]);
    // The enumeration found the routes and fields it should (it cannot pass by finding nothing).
    for (const name of WEBSITE_FIELD_NAMES) expect(tested).toContain(`/api/website/ input.${name}`);
    expect(tested).toContain('/api/website/ input.serviceItems.0.title');
    for (const field of ['/api/account/ input.fullName', '/api/account/ input.websiteGoogleTag', '/api/website/slug/ input.slug', '/api/domains/ input.domainName', '/api/checkoutSession/ input.priceId', '/api/leads limit']) {
      expect(tested).toContain(field);
    }
    expect(requests).toBeGreaterThan(150);
  });

  it("words better-auth's refusals for a person too", async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['/api/auth/sign-in/magic-link', { email: 'not an address', callbackURL: '/' }],
      ['/api/auth/sign-in/magic-link', { email: 42, callbackURL: '/' }],
      ['/api/auth/sign-in/email', { email: 'not an address', password: 'whatever123' }],
      ['/api/auth/sign-in/email', { email: 'messages@example.com', password: 42 }],
      ['/api/auth/sign-in/email', { email: 'messages@example.com', password: 'wrong password' }],
      ['/api/auth/sign-up/email', { email: 'not an address', password: 'long enough pw', name: '' }],
      ['/api/auth/sign-up/email', { email: 'fresh@example.com', password: 'short', name: '' }],
      ['/api/auth/sign-up/email', { email: 'fresh@example.com', password: 'long enough pw', name: 42 }],
      ['/api/auth/request-password-reset', { email: 'not an address', redirectTo: '/' }],
      ['/api/auth/reset-password', { newPassword: 'short', token: 'abc' }],
      ['/api/auth/reset-password', { newPassword: 'long enough pw', token: 'abc' }],
      ['/api/auth/send-verification-email', { email: 'not an address', callbackURL: '/' }],
    ];
    const failures: string[] = [];
    for (const [url, payload] of cases) {
      const res = await t.app.inject({ method: 'POST', url, headers: jsonHeaders, payload });
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
      const problems = problemsOf(res.json().message, Object.keys(payload));
      if (problems.length > 0) failures.push(`${url} ${JSON.stringify(payload)} → "${res.json().message}": ${problems.join(', ')}`);
    }
    expect(failures).toEqual([]);
    const magic = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/magic-link', headers: jsonHeaders, payload: { email: 'nope', callbackURL: '/' } });
    expect(magic.json().message).toBe('Enter a valid e-mail address.');
  });

  it('answers an unexpected failure with "An error occurred" and nothing internal', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error('connection to 10.0.0.5:5432 refused');
    });
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errorMessage: GENERIC_ERROR });
    await app.close();
  });
});
