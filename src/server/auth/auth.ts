import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { jwt } from 'better-auth/plugins/jwt';
import { magicLink } from 'better-auth/plugins/magic-link';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';
import type { OwnAccessTokenClaims } from '../../shared/access-token-schema';
import { AUTH_LIMITS } from '../../shared/auth';
import { confirmationMail, magicLinkMail, resetPasswordMail } from './auth-mails';

/** Header carrying the client address the server decided on (never one the client sent). */
export const CLIENT_IP_HEADER = 'x-ww-client-ip';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AuthDeps {
  config: Config;
  db: Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- better-auth owns its tables' types
  mailer: Mailer;
}

export function authOptions({ config, db, mailer }: AuthDeps) {
  const limit = { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.max };
  const google = config.google;
  return {
    appName: 'Website Works',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: { db, type: 'postgres' },
    trustedOrigins: [config.appUrl],
    telemetry: { enabled: false },
    user: { modelName: 'auth_user' },
    session: { modelName: 'auth_session', expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    account: {
      modelName: 'auth_account',
      // Google vouches for the address it returns, so a Google sign-in joins the account of that address.
      accountLinking: { enabled: true, trustedProviders: ['google'] },
    },
    verification: { modelName: 'auth_verification' },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: AUTH_LIMITS.passwordMin,
      maxPasswordLength: AUTH_LIMITS.passwordMax,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => mailer.send(resetPasswordMail(user.email, url)),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => mailer.send(confirmationMail(user.email, url)),
    },
    socialProviders:
      google?.kind === 'google' ? { google: { clientId: google.clientId, clientSecret: google.clientSecret } } : {},
    plugins: [
      jwt({
        schema: { jwks: { modelName: 'auth_jwks' } },
        jwt: {
          issuer: config.appUrl,
          audience: config.appUrl,
          expirationTime: `${ACCESS_TOKEN_TTL_SECONDS}s`,
          definePayload: async ({ user }): Promise<OwnAccessTokenClaims> => ({
            email: user.email,
            confirmed_at: user.emailVerified ? new Date(user.updatedAt).toISOString() : null,
            created_at: new Date(user.createdAt).toISOString(),
            user_metadata: { full_name: user.name || undefined, picture: user.image || undefined },
            identities: (
              await db.selectFrom('auth_account').select('providerId').where('userId', '=', user.id).where('providerId', '!=', 'credential').execute()
            ).map((row: { providerId: string }) => ({ provider: row.providerId })),
          }),
        },
      }),
      magicLink({
        expiresIn: 15 * 60,
        sendMagicLink: async ({ email, url }) => mailer.send(magicLinkMail(email, url)),
      }),
      ...(google?.kind === 'oidc'
        ? [
            // Under test a local OpenID Connect server stands in for Google (whose endpoints are fixed).
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  discoveryUrl: google.discoveryUrl,
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'auth_rate_limit',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': limit,
        '/sign-up/email': limit,
        '/request-password-reset': limit,
        '/reset-password': limit,
        '/sign-in/magic-link': limit,
        '/sign-in/social': limit,
        '/send-verification-email': limit,
      },
    },
    advanced: {
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, secure: config.isProduction },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips the origin check under test by default; ours must hold everywhere.
      disableOriginCheck: false,
    },
  } satisfies BetterAuthOptions;
}

export function createAuth(deps: AuthDeps) {
  return betterAuth(authOptions(deps));
}

export type Auth = ReturnType<typeof createAuth>;

export async function migrateAuth(deps: AuthDeps): Promise<void> {
  const { runMigrations } = await getMigrations(authOptions(deps));
  await runMigrations();
}
