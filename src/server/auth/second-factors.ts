import type { Kysely } from 'kysely';
import type { SecondFactors } from '../../shared/security-schema';

/**
 * Which second factors a user has (issue 21): an authenticator app that was verified when it was
 * enrolled (better-auth's twoFactorEnabled), and how many passkeys. The one answer to "does this user
 * have a second factor" (issue 27 requires one of operators): `hasSecondFactor`.
 */
export async function secondFactorsOf(db: Kysely<any>, userId: string): Promise<SecondFactors> { // eslint-disable-line @typescript-eslint/no-explicit-any -- better-auth's tables
  const [user, passkeys, password] = await Promise.all([
    db.selectFrom('auth_user').select('twoFactorEnabled').where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('auth_passkey').select((eb) => eb.fn.countAll<string>().as('n')).where('userId', '=', userId).executeTakeFirst(),
    db.selectFrom('auth_account').select('id').where('userId', '=', userId).where('providerId', '=', 'credential').executeTakeFirst(),
  ]);
  return { totp: user?.twoFactorEnabled === true, passkeys: Number(passkeys?.n ?? 0), password: !!password };
}

export function hasSecondFactor(factors: SecondFactors): boolean {
  return factors.totp || factors.passkeys > 0;
}
