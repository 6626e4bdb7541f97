import { useQuery } from '@tanstack/react-query';
import type { PreviewResponse } from '../../../../shared/publish-schema';
import { api } from '../../../lib/api-client';

/** GET website/preview: the saved website as it would be published, for the dashboard's thumbnail. */
export function useSitePreview(enabled: boolean) {
  return useQuery({ queryKey: ['dashboard-preview'], queryFn: () => api<PreviewResponse>('GET', 'website/preview'), enabled, staleTime: 0 });
}
