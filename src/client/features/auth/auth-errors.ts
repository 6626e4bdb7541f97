import { AUTH_LIMITS } from '../../../shared/auth';

export const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password';

/** better-auth's error codes from redirects (?error=…) in plain words. */
export function redirectError(code: string | null): string | undefined {
  if (!code) return undefined;
  if (code === 'UNDO_TAKEN') return 'Another account uses your earlier e-mail address now, so it could not be put back. Please write to support.';
  if (/token/i.test(code)) return 'This link is invalid or has expired. Please ask for a new one.';
  return 'Sign-in did not complete. Please try again.';
}

/** Throws better-auth's answer as a message for the form; rate limiting gets its own words. */
export function authFailure(error: { message?: string; status?: number } | null | undefined, fallback: string): never {
  if (error?.status === 429) throw new Error('Too many attempts. Please wait a minute and try again.');
  throw new Error(error?.message || fallback);
}

/** Throws when a new password is outside the allowed length (the server checks it too). */
export function checkNewPassword(password: string) {
  if (password.length < AUTH_LIMITS.passwordMin) throw new Error(`Password should be at least ${AUTH_LIMITS.passwordMin} characters.`);
  if (password.length > AUTH_LIMITS.passwordMax) throw new Error(`Password should be at most ${AUTH_LIMITS.passwordMax} characters.`);
}
