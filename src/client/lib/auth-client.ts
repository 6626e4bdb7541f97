import { createAuthClient } from 'better-auth/react';
import { magicLinkClient } from 'better-auth/client/plugins';

/** better-auth's browser client: sign-up, sign-in, reset, magic link, Google. Uses the httpOnly session cookie. */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  plugins: [magicLinkClient()],
});
