/**
 * The few better-auth endpoints the browser calls, over plain fetch: better-auth's own client would
 * add ~11 KB gzip to the login page (see docs/decisions/0002-auth-calls-over-fetch.md). Sessions stay
 * better-auth's httpOnly cookie; access tokens come from lib/session.ts.
 */
import { authErrorMessage } from '../../shared/error-messages';

export interface AuthError {
  status: number;
  code?: string;
  message: string;
}

export type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthError };

async function call<T>(path: string, body?: unknown, method: 'POST' | 'GET' = 'POST'): Promise<AuthResult<T>> {
  let res: Response;
  try {
    res = await fetch(`/api/auth${path}`, {
      method,
      credentials: 'same-origin',
      headers: method === 'POST' ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: 'application/json' },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
  } catch {
    return { data: null, error: { status: 0, code: 'NETWORK_ERROR', message: 'Could not reach Website Works. Check your connection and try again.' } };
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    json = undefined;
  }
  if (!res.ok) {
    const j = (json ?? {}) as { code?: string; message?: string };
    return { data: null, error: { status: res.status, code: j.code, message: authErrorMessage({ status: res.status, code: j.code, message: j.message }) } };
  }
  return { data: json as T, error: null };
}

export const authClient = {
  signIn: {
    /** With an authenticator app enrolled, answers twoFactorRedirect: the code comes next (twoFactor). */
    email: (input: { email: string; password: string }) => call<{ token?: string | null; twoFactorRedirect?: boolean }>('/sign-in/email', input),
    magicLink: (input: { email: string; callbackURL: string }) => call<{ status: boolean }>('/sign-in/magic-link', input),
    /** Starts the provider's redirect flow; on success the browser leaves the page. */
    social: async (input: { provider: 'google'; callbackURL: string; errorCallbackURL: string }) => {
      const result = await call<{ url?: string }>('/sign-in/social', input);
      if (result.data?.url) window.location.assign(result.data.url);
      return result;
    },
  },
  signUp: {
    email: (input: { email: string; password: string; name: string; callbackURL: string }) =>
      call<{ token: string | null }>('/sign-up/email', input),
  },
  signOut: () => call<{ success: boolean }>('/sign-out'),
  /** Ends every session of the user, this one included ("Sign out everywhere"). */
  revokeSessions: () => call<{ status: boolean }>('/revoke-sessions'),
  requestPasswordReset: (input: { email: string; redirectTo: string }) => call<{ status: boolean }>('/request-password-reset', input),
  resetPassword: (input: { newPassword: string; token: string }) => call<{ status: boolean }>('/reset-password', input),
  /** A new password; the server signs every other device out and this one gets a new session (auth-plugin.ts). */
  changePassword: (input: { currentPassword: string; newPassword: string }) => call<{ token: string | null }>('/change-password', input),
  /** Sends a link to the new address; the address changes when it is followed, which lands on callbackURL. */
  changeEmail: (input: { newEmail: string; callbackURL: string; password?: string }) => call<{ status: boolean }>('/change-email', input),
  /** better-auth's two-factor plugin (issue 21): an authenticator app's codes and one-time backup codes. */
  twoFactor: {
    enable: (input: { password: string }) => call<{ totpURI: string; backupCodes: string[] }>('/two-factor/enable', input),
    verifyTotp: (input: { code: string }) => call<{ token: string }>('/two-factor/verify-totp', input),
    verifyBackupCode: (input: { code: string }) => call<{ token: string }>('/two-factor/verify-backup-code', input),
    disable: (input: { password: string }) => call<{ status: boolean }>('/two-factor/disable', input),
  },
  /** @better-auth/passkey's endpoints; the browser's part (WebAuthn) is lib/passkeys.ts. */
  passkey: {
    registerOptions: (name: string) => call<Record<string, unknown>>(`/passkey/generate-register-options?${new URLSearchParams({ name }).toString()}`, undefined, 'GET'),
    verifyRegistration: (input: { response: unknown; name: string }) => call<{ id: string }>('/passkey/verify-registration', input),
    authenticateOptions: () => call<Record<string, unknown>>('/passkey/generate-authenticate-options', undefined, 'GET'),
    verifyAuthentication: (input: { response: unknown }) => call<{ session: unknown }>('/passkey/verify-authentication', input),
    list: () => call<{ id: string; name?: string | null; createdAt: string; deviceType?: string }[]>('/passkey/list-user-passkeys', undefined, 'GET'),
    remove: (input: { id: string }) => call<{ status: boolean }>('/passkey/delete-passkey', input),
  },
  /** How the signed-in user can sign in: 'credential' (a password), 'google'. */
  signInMethods: async (): Promise<AuthResult<string[]>> => {
    try {
      const res = await fetch('/api/auth/list-accounts', { credentials: 'same-origin', headers: { accept: 'application/json' } });
      if (!res.ok) return { data: null, error: { status: res.status, message: 'We could not read how you sign in.' } };
      const rows = (await res.json()) as { providerId: string }[];
      return { data: rows.map((r) => r.providerId), error: null };
    } catch {
      return { data: null, error: { status: 0, code: 'NETWORK_ERROR', message: 'Could not reach Website Works. Check your connection and try again.' } };
    }
  },
  /** A contested sign-up's newest link (issue 9): the person confirming chooses the password, then is signed in. */
  confirmSignUp: (input: { token: string; password: string }) => call<{ status: boolean }>('/confirm-sign-up', input),
  sendVerificationEmail: (input: { email: string; callbackURL: string }) => call<{ status: boolean }>('/send-verification-email', input),
  /** Leaves "View as owner" (issue 27): the browser's own operator session comes back. */
  stopViewingAsOwner: () => call<{ session: unknown }>('/admin/stop-impersonating'),
};
