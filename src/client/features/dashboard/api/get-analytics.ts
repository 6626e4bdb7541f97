import { useQuery } from '@tanstack/react-query';
import type { Analytics } from '../../../../shared/analytics-schema';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET analytics?days=N: the owner's visitor figures for the last N days. */
export function getAnalytics(days: number): Promise<Analytics> {
  return api<Analytics>('GET', `analytics?days=${days}`);
}

export function useAnalytics(days: number) {
  const { session } = useSession();
  return useQuery({ queryKey: ['analytics', days], queryFn: () => getAnalytics(days), enabled: !!session, staleTime: 60_000 });
}
