import { z } from 'zod';

/*
 * The text-safety rule (issue 9): no text the app takes may carry a NUL character (U+0000) or half of
 * a surrogate pair (a UTF-16 code unit that is not a character). PostgreSQL cannot store either in
 * text or JSON, HTML cannot show them, and no person types them. Every text field of every input
 * schema is built with `safeString`; the server also refuses such text anywhere in a request
 * (body, query, path, better-auth's bodies) before any handler runs, so a schema that forgets the
 * rule still cannot reach the database with it.
 */

/** A NUL, or a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSAFE_TEXT_MESSAGE =
  'The text contains a character that cannot be stored (an invisible control character or a broken symbol). Please retype it and try again.';

export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/**
 * Whether a parsed JSON value (keys included) holds unsafe text anywhere. Walks at most `limit` nodes
 * (larger values are judged by the schemas and the body size limit).
 */
export function hasUnsafeText(value: unknown, limit = 200_000): boolean {
  const stack: unknown[] = [value];
  let seen = 0;
  while (stack.length > 0 && seen++ < limit) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (!isSafeText(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push(item);
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (!isSafeText(key)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/** `z.string(params)` with the text-safety rule: the one way input schemas take text. */
export function safeString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE, abort: true });
}
