import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LeadList } from '../../shared/leads-schema';
import { api } from '../lib/api-client';
import { useSession } from '../lib/session';

export const leadsQueryKey = ['leads'] as const;

/** GET leads?limit&offset: the owner's leads, newest first, with the totals. */
export function getLeads(limit: number, offset: number): Promise<LeadList> {
  return api<LeadList>('GET', `leads?limit=${limit}&offset=${offset}`);
}

/** One page of the inbox; the previous page stays shown while the next loads. */
export function useLeads(limit: number, offset: number) {
  const { session } = useSession();
  return useQuery({ queryKey: [...leadsQueryKey, limit, offset], queryFn: () => getLeads(limit, offset), enabled: !!session, placeholderData: keepPreviousData });
}

/** How many leads are unread (the header's badge), checked again every minute while the app is open. */
export function useUnreadLeads(enabled: boolean) {
  const { session } = useSession();
  return useQuery({
    queryKey: [...leadsQueryKey, 'unread'],
    queryFn: () => getLeads(1, 0),
    enabled: enabled && !!session,
    refetchInterval: 60_000,
    select: (list) => list.unread,
  });
}
