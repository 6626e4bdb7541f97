import { startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import { authClient, type AuthResult } from './auth-client';

/*
 * Passkeys (issue 21): the browser's WebAuthn part through @simplewebauthn/browser, the server's through
 * @better-auth/passkey. Loaded only where a passkey is added or used (the login page's button, /account).
 */

const CANCELLED = 'The passkey was not used. Try again, or choose another way.';

function webAuthnProblem(error: unknown): string {
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'This device already holds a passkey for your account.';
  return CANCELLED;
}

export const passkeysSupported = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Adds a passkey of this device to the signed-in account. Answers an error sentence, or undefined. */
export async function addPasskey(name: string): Promise<string | undefined> {
  const options = await authClient.passkey.registerOptions(name);
  if (options.error) return options.error.message;
  let response;
  try {
    response = await startRegistration({ optionsJSON: options.data as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] });
  } catch (error) {
    return webAuthnProblem(error);
  }
  const { clientExtensionResults: _ignored, ...answer } = response;
  const verified = await authClient.passkey.verifyRegistration({ response: answer, name });
  return verified.error ? verified.error.message : undefined;
}

/** Signs in with a passkey of this device: the session cookie is set on success. */
export async function signInWithPasskey(): Promise<AuthResult<unknown>> {
  const options = await authClient.passkey.authenticateOptions();
  if (options.error) return options;
  let response;
  try {
    response = await startAuthentication({ optionsJSON: options.data as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
  } catch (error) {
    return { data: null, error: { status: 400, message: webAuthnProblem(error) } };
  }
  const { clientExtensionResults: _ignored, ...answer } = response;
  return authClient.passkey.verifyAuthentication({ response: answer });
}
