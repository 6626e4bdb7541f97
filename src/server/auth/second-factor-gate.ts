import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';

/*
 * better-auth's two-factor plugin asks for the second factor after a password only (/sign-in/email).
 * Every other way in must ask too (issue 21): a magic link, a confirmation link that signs in, a
 * Google sign-in. After any of them, for a user with an authenticator app, the session just made is
 * dropped and the two-factor plugin's pending sign-in put in its place (the same signed cookie and
 * verification row it makes itself, so its /two-factor/verify-totp and verify-backup-code finish it);
 * the browser lands on the login page's code view. A password reset signs nobody in, so the next
 * sign-in asks as usual. A passkey sign-in is not asked again: the passkey is the stronger factor.
 */

/** What the two-factor plugin calls its pending sign-in's cookie (better-auth/plugins/two-factor constant.mjs). */
const TWO_FACTOR_COOKIE = 'two_factor';
/** How long the code may take: the plugin's default. */
const PENDING_SECONDS = 600;
/** Endpoints that sign in without the password: better-auth's paths as its hooks see them. */
const GATED = new Set(['/magic-link/verify', '/verify-email', '/callback/:id', '/oauth2/callback/:providerId']);
/** Where the browser finishes signing in. */
export const SECOND_FACTOR_PATH = '/login?view=two_factor';

export function secondFactorGate(): BetterAuthPlugin {
  return {
    id: 'ww-second-factor-gate',
    hooks: {
      after: [
        {
          matcher: (context) => GATED.has(context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const made = ctx.context.newSession as { user: { id: string; twoFactorEnabled?: boolean | null }; session: { token: string } } | null;
            if (!made?.user.twoFactorEnabled) return;
            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(made.session.token);
            ctx.context.setNewSession(null);
            const identifier = `2fa-${generateRandomString(20)}`;
            const expiresAt = new Date(Date.now() + PENDING_SECONDS * 1000);
            await ctx.context.internalAdapter.createVerificationValue({ value: made.user.id, identifier, expiresAt });
            await ctx.context.internalAdapter.createVerificationValue({ value: '0', identifier: `2fa-attempts-${identifier}`, expiresAt });
            const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: PENDING_SECONDS });
            await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
            throw ctx.redirect(SECOND_FACTOR_PATH);
          }),
        },
      ],
    },
  };
}
