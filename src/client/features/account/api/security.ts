import { useQuery } from '@tanstack/react-query';
import type { DeviceSession, SecondFactors } from '../../../../shared/security-schema';
import { api } from '../../../lib/api-client';
import { authClient } from '../../../lib/auth-client';

/** GET account/sessions: the devices signed in to the account (issue 21). */
export function useDeviceSessions() {
  return useQuery({ queryKey: ['device-sessions'], queryFn: () => api<{ sessions: DeviceSession[] }>('GET', 'account/sessions').then((r) => r.sessions) });
}

export const signOutSession = (id: string) => api<{ signedOut: number }>('POST', `account/sessions/${encodeURIComponent(id)}/sign-out`, {});
export const signOutOtherSessions = () => api<{ signedOut: number }>('POST', 'account/sessions/sign-out-others', {});

/** GET account/second-factors: an authenticator app? how many passkeys? a password? */
export function useSecondFactors() {
  return useQuery({ queryKey: ['second-factors'], queryFn: () => api<SecondFactors>('GET', 'account/second-factors') });
}

/** The account's passkeys (better-auth's passkey plugin). */
export function usePasskeys() {
  return useQuery({
    queryKey: ['passkeys'],
    queryFn: async () => {
      const { data, error } = await authClient.passkey.list();
      if (error) throw new Error(error.message);
      return data;
    },
  });
}
