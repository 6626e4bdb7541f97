/**
 * Where a call failed (src/shared/error-messages.ts, src/server/errors.ts, decision 0016): the last-word
 * fallbacks, better-auth's answers in our words, and the server's own refusals of a request.
 */
export const ERRORS_TEXT = {
  'errors.generic': 'An error occurred',
  'errors.cannotSaveNow': 'We cannot save right now: our database is not answering. Please try again in a minute.',
  'errors.cannotLoadNow': 'We cannot load this right now: our database is not answering. Please try again in a minute.',
  'errors.cannotStoreFilesNow':
    'We cannot store files right now: our file storage is not answering, so pictures cannot be uploaded and websites cannot be published. Your saved work is safe. Please try again in a few minutes.',
  'errors.auth.invalidEmail': 'Enter a valid e-mail address.',
  'errors.auth.invalidEmailOrPassword': 'The e-mail address or password is not right.',
  'errors.auth.invalidPassword': 'The password is not right.',
  'errors.auth.passwordTooShort': 'Password should be at least {min} characters.',
  'errors.auth.passwordTooLong': 'Password should be at most {max} characters.',
  'errors.auth.invalidToken': 'This link is invalid or has expired. Please ask for a new one.',
  'errors.auth.userExists': 'An account with this e-mail address already exists. Log in instead.',
  'errors.auth.couldNotCreateUser': 'The account could not be created. Please try again.',
  'errors.auth.enterPassword': 'Enter your password.',
  'errors.auth.enterNewPassword': 'Enter a new password.',
  'errors.auth.enterCurrentPassword': 'Enter your current password.',
  'errors.auth.enterNewEmail': 'Enter a valid new e-mail address.',
  'errors.auth.enterName': 'Enter your name as text.',
  'errors.auth.tooManyAttempts': 'Too many attempts. Please wait a minute and try again.',
  'errors.notSignedIn': 'You are not signed in. Please sign in again.',
  'errors.tooLarge': 'The request is too large.',
  'errors.tooManyRequests': 'Too many requests. Please wait a moment and try again.',
  'errors.unsupportedContentType': 'Unsupported content type: send JSON.',
  'errors.invalidJson': 'The request body is not valid JSON.',
  'errors.notFound': 'Not found: {method} {path}',
  'errors.addressTooLong': 'That address is too long: nothing is found there.',
  'errors.addressNotValid': 'That address is not valid. Check it and try again.',
} as const;
