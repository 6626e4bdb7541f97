import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from '../../shared/text-safety';

/*
 * A guard in front of better-auth's endpoints (issue 9): better-auth validates its bodies loosely, and
 * a NUL in a token, or a list where it expects a name, reached the database and answered 500. Its
 * bodies are flat objects of text, flags and numbers, so the guard refuses, with a 400 and a sentence
 * a person can read: a body that is not a JSON object, nested objects or lists (the OAuth `scopes`
 * list of text aside), a known text field that is not text, and unsafe text anywhere (query included).
 */

/** Fields better-auth reads as text; anything else there is refused. */
const TEXT_FIELDS = new Set([
  'name',
  'email',
  'newEmail',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'callbackURL',
  'newUserCallbackURL',
  'errorCallbackURL',
  'redirectTo',
  'provider',
  'providerId',
  'loginHint',
  // A second factor's code (two-factor plugin, issue 21).
  'code',
]);
/** Text or null (a cleared picture). */
const TEXT_OR_NULL_FIELDS = new Set(['image']);
const TEXT_LIST_FIELDS = new Set(['scopes']);
/** A passkey's signed answer (WebAuthn's credential JSON), the one nested object better-auth takes. */
const PASSKEY_ANSWER = /^\/api\/auth\/passkey\/verify-(registration|authentication)(\?|$)/;

/** A sentence for the person when the request must be refused, or undefined when better-auth may have it. */
export function authInputProblem(url: string, body: Buffer | undefined, contentType: string | undefined, query: unknown): string | undefined {
  if (!decodes(url)) return 'The address of this request is not valid.';
  if (hasUnsafeText(query)) return UNSAFE_TEXT_MESSAGE;
  if (!body || body.length === 0) return undefined;
  const text = body.toString('utf8');
  let parsed: unknown;
  if ((contentType ?? '').toLowerCase().includes('application/x-www-form-urlencoded')) {
    parsed = Object.fromEntries(new URLSearchParams(text));
  } else {
    try {
      parsed = JSON.parse(text);
    } catch {
      return 'The request body is not valid JSON.';
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 'The request body must be a JSON object.';
  if (hasUnsafeText(parsed)) return UNSAFE_TEXT_MESSAGE;
  for (const [key, value] of Object.entries(parsed)) {
    if (TEXT_FIELDS.has(key) && typeof value !== 'string') return `The ${describe(key)} must be text.`;
    if (TEXT_OR_NULL_FIELDS.has(key) && typeof value !== 'string' && value !== null) return `The ${describe(key)} must be text.`;
    if (key === 'response' && PASSKEY_ANSWER.test(url)) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'The passkey answer must be an object.';
    } else if (TEXT_LIST_FIELDS.has(key)) {
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return `The ${describe(key)} must be a list of text.`;
    } else if (typeof value === 'object' && value !== null) {
      return `The ${describe(key)} must be text, a number or true/false.`;
    }
  }
  return undefined;
}

/** Whether every %-escape of the URL decodes (better-auth decodes them and fails on a lone '%'). */
function decodes(url: string): boolean {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

const NAMES: Record<string, string> = {
  name: 'name',
  email: 'e-mail address',
  newEmail: 'new e-mail address',
  password: 'password',
  newPassword: 'new password',
  currentPassword: 'current password',
  token: 'link',
  image: 'picture',
  scopes: 'scopes',
};

function describe(key: string): string {
  return NAMES[key] ?? 'value';
}
