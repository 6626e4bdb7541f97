import { describe, expect, it } from 'vitest';
import { isExpired, needsRefresh, sessionFromToken } from './session-token';

const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const token = (payload: Record<string, unknown>) => `${b64url({ alg: 'EdDSA' })}.${b64url(payload)}.signature`;

describe('session from an access token', () => {
  const payload = {
    sub: 'user-1',
    exp: 2_000_000_000,
    email: 'zoë@example.com',
    confirmed_at: '2026-01-01T00:00:00.000Z',
    created_at: '2025-12-31T00:00:00.000Z',
    identities: [{ provider: 'google' }],
    user_metadata: { full_name: 'Zoë', picture: 'https://example.com/p.png' },
  };

  it('reads the user as spec §3 shapes it, including non-ASCII text', () => {
    const s = sessionFromToken(token(payload));
    expect(s?.expires_at).toBe(2_000_000_000);
    expect(s?.user).toEqual({
      id: 'user-1',
      email: 'zoë@example.com',
      confirmed_at: '2026-01-01T00:00:00.000Z',
      created_at: '2025-12-31T00:00:00.000Z',
      identities: [{ provider: 'google' }],
      user_metadata: { full_name: 'Zoë', picture: 'https://example.com/p.png' },
    });
  });

  it('rejects tokens that are not ours', () => {
    expect(sessionFromToken('garbage')).toBeNull();
    expect(sessionFromToken(token({ sub: 'x' }))).toBeNull();
    expect(sessionFromToken(`a.${'%%%'}.c`)).toBeNull();
  });

  it('counts a session within 10 s of expiry as expired', () => {
    const s = sessionFromToken(token({ ...payload, exp: 1000 }))!;
    expect(isExpired(s, 989)).toBe(false);
    expect(isExpired(s, 990)).toBe(true);
  });

  it('refreshes on the tick once fewer than 3 ticks (90 s) remain', () => {
    const s = sessionFromToken(token({ ...payload, exp: 1000 }))!;
    expect(needsRefresh(s, 1000 - 120)).toBe(false);
    expect(needsRefresh(s, 1000 - 90)).toBe(false);
    expect(needsRefresh(s, 1000 - 89)).toBe(true);
  });
});
