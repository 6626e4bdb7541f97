import { AUTH_LIMITS } from './auth';

/*
 * Messages for a person where a call failed: the last-word fallback and better-auth's answers in our
 * words. Used by the server (auth-messages.ts rewrites better-auth's JSON errors, errors.ts answers a
 * 500) and by the client (api-client.ts, auth-client.ts). Field problems of our own API are worded by
 * validation-messages.ts. Decision record 0016.
 */

/** What the client and server show when nothing better can be said (spec §8). */
export const GENERIC_ERROR = 'An error occurred';

/** A write refused while the database does not answer (decision 0032): nothing was written. */
export const CANNOT_SAVE_NOW = 'We cannot save right now: our database is not answering. Please try again in a minute.';
/** A read that needs the database while it does not answer. */
export const CANNOT_LOAD_NOW = 'We cannot load this right now: our database is not answering. Please try again in a minute.';
/** An upload, or anything else needing the file storage, while it does not answer. */
export const CANNOT_STORE_FILES_NOW = 'We cannot store files right now: our file storage is not answering, so pictures cannot be uploaded and websites cannot be published. Your saved work is safe. Please try again in a few minutes.';

const AUTH_CODE_MESSAGES: Record<string, string> = {
  INVALID_EMAIL: 'Enter a valid e-mail address.',
  INVALID_EMAIL_OR_PASSWORD: 'The e-mail address or password is not right.',
  INVALID_PASSWORD: 'The password is not right.',
  PASSWORD_TOO_SHORT: `Password should be at least ${AUTH_LIMITS.passwordMin} characters.`,
  PASSWORD_TOO_LONG: `Password should be at most ${AUTH_LIMITS.passwordMax} characters.`,
  INVALID_TOKEN: 'This link is invalid or has expired. Please ask for a new one.',
  TOKEN_EXPIRED: 'This link is invalid or has expired. Please ask for a new one.',
  USER_ALREADY_EXISTS: 'An account with this e-mail address already exists. Log in instead.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'An account with this e-mail address already exists. Log in instead.',
  FAILED_TO_CREATE_USER: 'The account could not be created. Please try again.',
};

/** What a better-auth field is called in a message. */
const AUTH_FIELD_MESSAGES: Record<string, string> = {
  email: 'Enter a valid e-mail address.',
  password: 'Enter your password.',
  newPassword: 'Enter a new password.',
  currentPassword: 'Enter your current password.',
  newEmail: 'Enter a valid new e-mail address.',
  name: 'Enter your name as text.',
  token: 'This link is invalid or has expired. Please ask for a new one.',
};

/**
 * better-auth's error answer in our words: its validation errors read "[body.email] Invalid email
 * address"; its coded errors are worded for developers. Anything else passes through, minus any prefix.
 */
export function authErrorMessage(error: { code?: string; message?: string; status?: number }): string {
  if (error.status === 429) return 'Too many attempts. Please wait a minute and try again.';
  const message = error.message ?? '';
  const bracketed = /^\[(?:body|query)\.([^\]]+)\]\s*(.*)$/.exec(message);
  if (bracketed) {
    const field = bracketed[1]?.split('.')[0] ?? '';
    return AUTH_FIELD_MESSAGES[field] ?? 'Please check what you entered and try again.';
  }
  if (error.code && Object.hasOwn(AUTH_CODE_MESSAGES, error.code)) return AUTH_CODE_MESSAGES[error.code] as string;
  if (error.code === 'VALIDATION_ERROR') return 'Please check what you entered and try again.';
  return stripStatus(message) || GENERIC_ERROR;
}

/** "[400] Name is required" → "Name is required" (spec §8 drops the prefix). */
export function stripStatus(message: string): string {
  return message.replace(/^\[\d{3}\]\s*/, '').trim();
}
