import { useQuery } from '@tanstack/react-query';
import type { Website } from '../../shared/website';
import { api } from '../lib/api-client';

export const websiteQueryKey = ['website'] as const;

/** GET website?version=1 (spec §7): the owner's whole website document. */
export function getWebsite(): Promise<Website> {
  return api<Website>('GET', 'website?version=1');
}

export function useWebsite() {
  return useQuery({ queryKey: websiteQueryKey, queryFn: getWebsite, staleTime: Infinity });
}
