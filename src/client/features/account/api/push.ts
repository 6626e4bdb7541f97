import { useQuery } from '@tanstack/react-query';
import type { PushState } from '../../../../shared/push-schema';
import { api } from '../../../lib/api-client';

/** GET push: the installation's VAPID key and the account's devices that get notifications (issue 26). */
export function usePushState() {
  return useQuery({ queryKey: ['push'], queryFn: () => api<PushState>('GET', 'push') });
}

export const addPushDevice = (subscription: PushSubscriptionJSON) =>
  api<PushState>('POST', 'push/subscriptions', { input: { endpoint: subscription.endpoint, keys: subscription.keys } });
export const removePushDevice = (id: string) => api<void>('DELETE', `push/subscriptions/${encodeURIComponent(id)}`);
