import { authErrorMessage } from '../../shared/error-messages';

/**
 * better-auth's JSON error answers (4xx) with their message in our words (validation-messages.ts), so
 * every caller, not only our login page, reads "Enter a valid e-mail address." rather than
 * "[body.email] Invalid email address". Other answers pass through untouched.
 */
export function rewriteAuthError(status: number, contentType: string | null, body: Buffer): Buffer {
  if (status < 400 || status >= 500 || !contentType?.includes('application/json') || body.length === 0) return body;
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return body;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return body;
  const error = json as { code?: unknown; message?: unknown };
  const message = authErrorMessage({
    status,
    code: typeof error.code === 'string' ? error.code : undefined,
    message: typeof error.message === 'string' ? error.message : undefined,
  });
  return Buffer.from(JSON.stringify({ ...json, message }));
}
