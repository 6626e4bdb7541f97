import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { getSchema } from 'better-auth/db';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { jwt } from 'better-auth/plugins/jwt';
import { magicLink } from 'better-auth/plugins/magic-link';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { passkey } from '@better-auth/passkey';
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';
import type { OwnAccessTokenClaims } from '../../shared/access-token-schema';
import { AUTH_LIMITS } from '../../shared/auth';
import { changeEmailMail, confirmationMail, magicLinkMail, resetPasswordMail } from './auth-mails';
import { operatorRolePlugin } from './operator-role';
import type { TokenRevocation } from './token-revocation';
import type { AccountNotices } from './account-notices';
import { secondFactorGate } from './second-factor-gate';

/** Header carrying the client address the server decided on (never one the client sent). */
export const CLIENT_IP_HEADER = 'x-ww-client-ip';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AuthDeps {
  config: Config;
  db: Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- better-auth owns its tables' types
  mailer: Mailer;
  /** Token revocation (issue 9): the epoch written into tokens, bumped on password reset. */
  revocation?: TokenRevocation;
  /** What owners are told of changes to their account (issue 21): new devices, passwords. */
  notices?: AccountNotices;
  /** Where better-auth's own messages go: the server's JSON log (no coloured text). */
  log?: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
}

export function authOptions({ config, db, mailer, revocation, notices, log }: AuthDeps) {
  // Secure cookies wherever the app's public address is https, behind a proxy or not (issue 22), and always in production.
  const secureCookies = config.isProduction || config.appUrl.startsWith('https://');
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
    logger: {
      disabled: config.logLevel === 'silent',
      disableColors: true,
      ...(log ? { log: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => log[level]({ source: 'better-auth', ...(args.length > 0 ? { details: args } : {}) }, message) } : {}),
    },
    user: {
      modelName: 'auth_user',
      // "Change e-mail" on /account: the link goes to the new address, and the address changes only when it
      // is followed (auth-plugin.ts refuses an address another account uses, before and when it is followed).
      changeEmail: { enabled: true },
    },
    session: { modelName: 'auth_session', expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    account: {
      modelName: 'auth_account',
      // A Google sign-in joins the account of its address only when Google says it verified that address
      // (not "trusted" by name: that would link an address Google has not verified). It joins an account
      // whose address is not confirmed yet too: Google's word proves the mailbox, and the hook below drops
      // the password someone set before it (the pre-hijack's Google path, issue 9). Without this, a
      // stranger's unconfirmed sign-up would lock the address's owner out of Google sign-in.
      accountLinking: { enabled: true, requireLocalEmailVerified: false },
    },
    verification: { modelName: 'auth_verification' },
    databaseHooks: {
      session: {
        create: {
          // A sign-in from a device not seen before tells the owner (account-notices.ts, issue 21).
          after: async (session) => {
            if (!notices) return;
            const user = await db.selectFrom('auth_user').select(['id', 'email']).where('id', '=', session.userId).executeTakeFirst();
            if (user) await notices.signedIn(user as { id: string; email: string }, session);
          },
        },
      },
      account: {
        create: {
          // Pre-hijack (pending-sign-up.ts): Google vouching for an address not confirmed yet proves the
          // mailbox, not a password someone set before: that password, and its sessions, go.
          after: async (account) => {
            if (account.providerId === 'credential') return;
            const user = await db.selectFrom('auth_user').select('emailVerified').where('id', '=', account.userId).executeTakeFirst();
            if (!user || user.emailVerified) return;
            await db.deleteFrom('auth_account').where('userId', '=', account.userId).where('providerId', '=', 'credential').execute();
            await db.deleteFrom('auth_session').where('userId', '=', account.userId).execute();
          },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: AUTH_LIMITS.passwordMin,
      maxPasswordLength: AUTH_LIMITS.passwordMax,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => mailer.send(resetPasswordMail(user.email, url)),
      // A reset ends every session (above) and every access token minted before it, and the owner is told.
      onPasswordReset: async ({ user }) => {
        await revocation?.bump(user.id);
        await notices?.passwordChanged(user.email, 'reset');
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      // A change of address sends its link to the new address (user.email is the new one then).
      sendVerificationEmail: async ({ user, url, token }) =>
        mailer.send(isChangeOfAddress(token) ? changeEmailMail(user.email, url) : confirmationMail(user.email, url)),
      // The product's copy of the address (lead e-mails go there) follows a confirmed change at once.
      afterEmailVerification: async (user) => {
        await db.updateTable('accounts').set({ email: user.email, updated_on: new Date() }).where('account_id', '=', user.id).where('email', '!=', user.email).execute();
      },
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
          definePayload: async ({ user, session }): Promise<OwnAccessTokenClaims> => ({
            sid: session.id,
            ww_epoch: (await revocation?.epochOf(user.id)) ?? 0,
            email: user.email,
            confirmed_at: user.emailVerified ? new Date(user.updatedAt).toISOString() : null,
            created_at: new Date(user.createdAt).toISOString(),
            user_metadata: { full_name: user.name || undefined, picture: user.image || undefined },
            // A "View as owner" session (issue 27): the operator viewing, so the API refuses every write.
            ...viewedBy(session),
            identities: (
              await db.selectFrom('auth_account').select('providerId').where('userId', '=', user.id).where('providerId', '!=', 'credential').execute()
            ).map((row: { providerId: string }) => ({ provider: row.providerId })),
          }),
        },
      }),
      // At most 10 minutes (ASVS 5.0 6.5.5, issue 21).
      magicLink({
        expiresIn: 10 * 60,
        sendMagicLink: async ({ email, url }) => mailer.send(magicLinkMail(email, url)),
      }),
      // Second factors (issue 21): an authenticator app's codes with one-time backup codes, and passkeys.
      twoFactor({ issuer: 'Website Works', schema: { twoFactor: { modelName: 'auth_two_factor' } } }),
      passkey({ rpID: new URL(config.appUrl).hostname, rpName: 'Website Works', origin: config.appUrl, schema: { passkey: { modelName: 'auth_passkey' } } }),
      secondFactorGate(),
      // Operators (issue 27): the role on the user and "View as owner" sessions (operator-role.ts).
      operatorRolePlugin(),
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
        '/change-password': limit,
        '/change-email': limit,
      },
    },
    advanced: {
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, secure: secureCookies },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips the origin check under test by default; ours must hold everywhere.
      disableOriginCheck: false,
    },
  } satisfies BetterAuthOptions;
}

/** The `ww_viewed_by` claim of a session "View as owner" made (the admin plugin's `impersonatedBy`), if it is one. */
function viewedBy(session: Record<string, unknown>): { ww_viewed_by?: string } {
  return typeof session.impersonatedBy === 'string' && session.impersonatedBy !== '' ? { ww_viewed_by: session.impersonatedBy } : {};
}

/** Whether an e-mail verification token (a JWT) confirms a change of address rather than a sign-up. */
export function isChangeOfAddress(token: string): boolean {
  return typeof verificationPayload(token)?.updateTo === 'string';
}

/** The payload of an e-mail verification token, unverified (better-auth verifies it when the link is followed). */
export function verificationPayload(token: string | undefined): Record<string, unknown> | undefined {
  const part = token?.split('.')[1];
  if (!part) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function createAuth(deps: AuthDeps) {
  return betterAuth(authOptions(deps));
}

export type Auth = ReturnType<typeof createAuth>;

/** better-auth's tables and columns as these options make them (plugins included), as a hash. */
export function authSchemaFingerprint(options: BetterAuthOptions): string {
  return createHash('sha256').update(JSON.stringify(getSchema(options))).digest('hex');
}

/**
 * Creates or completes better-auth's tables. better-auth compares every table of its schema with the
 * database (a schema introspection, the slowest step of a start); that is done only when the schema
 * differs from the one last migrated, whose fingerprint is kept in ww_auth_schema (decision 0024). A
 * table changed by hand behind better-auth's back is therefore not repaired until its schema changes.
 */
export async function migrateAuth(deps: AuthDeps): Promise<void> {
  const options = authOptions(deps);
  const fingerprint = authSchemaFingerprint(options);
  const { rows } = await sql<{ fingerprint: string }>`select fingerprint from ww_auth_schema`.execute(deps.db);
  if (rows.length === 1 && rows[0]?.fingerprint === fingerprint) return;
  // Loaded only when there is something to compare: most starts never need it.
  const { getMigrations } = await import('better-auth/db/migration');
  const { runMigrations } = await getMigrations(options);
  await runMigrations();
  await deps.db.transaction().execute(async (tx) => {
    await sql`delete from ww_auth_schema`.execute(tx);
    await sql`insert into ww_auth_schema (fingerprint) values (${fingerprint})`.execute(tx);
  });
}
