import { AUTH_LIMITS } from './auth';
import { ownerText, type OwnerTextKey } from './i18n/owner-text';

/*
 * Messages for a person where a call failed: the last-word fallback and better-auth's answers in our
 * words. Used by the server (auth-messages.ts rewrites better-auth's JSON errors, errors.ts answers a
 * 500) and by the client (api-client.ts, auth-client.ts). Field problems of our own API are worded by
 * validation-messages.ts. Decision record 0016.
 */

/** What the client and server show when nothing better can be said (spec §8). */
export const GENERIC_ERROR = ownerText('errors.generic');

/** A write refused while the database does not answer (decision 0032): nothing was written. */
export const CANNOT_SAVE_NOW = ownerText('errors.cannotSaveNow');
/** A read that needs the database while it does not answer. */
export const CANNOT_LOAD_NOW = ownerText('errors.cannotLoadNow');
/** An upload, or anything else needing the file storage, while it does not answer. */
export const CANNOT_STORE_FILES_NOW = ownerText('errors.cannotStoreFilesNow');

const AUTH_CODE_MESSAGES: Record<string, OwnerTextKey> = {
  INVALID_EMAIL: 'errors.auth.invalidEmail',
  INVALID_EMAIL_OR_PASSWORD: 'errors.auth.invalidEmailOrPassword',
  INVALID_PASSWORD: 'errors.auth.invalidPassword',
  PASSWORD_TOO_SHORT: 'errors.auth.passwordTooShort',
  PASSWORD_TOO_LONG: 'errors.auth.passwordTooLong',
  INVALID_TOKEN: 'errors.auth.invalidToken',
  TOKEN_EXPIRED: 'errors.auth.invalidToken',
  USER_ALREADY_EXISTS: 'errors.auth.userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'errors.auth.userExists',
  FAILED_TO_CREATE_USER: 'errors.auth.couldNotCreateUser',
};

/** What a better-auth field's problem is called in a message. */
const AUTH_FIELD_MESSAGES: Record<string, OwnerTextKey> = {
  email: 'errors.auth.invalidEmail',
  password: 'errors.auth.enterPassword',
  newPassword: 'errors.auth.enterNewPassword',
  currentPassword: 'errors.auth.enterCurrentPassword',
  newEmail: 'errors.auth.enterNewEmail',
  name: 'errors.auth.enterName',
  token: 'errors.auth.invalidToken',
};

const LIMITS = { min: String(AUTH_LIMITS.passwordMin), max: String(AUTH_LIMITS.passwordMax) };

/**
 * better-auth's error answer in our words: its validation errors read "[body.email] Invalid email
 * address"; its coded errors are worded for developers. Anything else passes through, minus any prefix.
 */
export function authErrorMessage(error: { code?: string; message?: string; status?: number }): string {
  if (error.status === 429) return ownerText('errors.auth.tooManyAttempts');
  const message = error.message ?? '';
  const bracketed = /^\[(?:body|query)\.([^\]]+)\]\s*(.*)$/.exec(message);
  if (bracketed) {
    const field = bracketed[1]?.split('.')[0] ?? '';
    return ownerText(Object.hasOwn(AUTH_FIELD_MESSAGES, field) ? (AUTH_FIELD_MESSAGES[field] as OwnerTextKey) : 'validation.checkAndTryAgain');
  }
  if (error.code && Object.hasOwn(AUTH_CODE_MESSAGES, error.code)) return ownerText(AUTH_CODE_MESSAGES[error.code] as OwnerTextKey, LIMITS);
  if (error.code === 'VALIDATION_ERROR') return ownerText('validation.checkAndTryAgain');
  return stripStatus(message) || GENERIC_ERROR;
}

/** "[400] Name is required" → "Name is required" (spec §8 drops the prefix). */
export function stripStatus(message: string): string {
  return message.replace(/^\[\d{3}\]\s*/, '').trim();
}
