import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lead, LeadPatchBody } from '../../../../shared/leads-schema';
import { api } from '../../../lib/api-client';
import { leadsQueryKey } from '../../../api/get-leads';

export function updateLead(leadId: string, input: LeadPatchBody['input']): Promise<Lead> {
  return api<Lead>('PATCH', `leads/${encodeURIComponent(leadId)}`, { input });
}

/** PATCH leads/:id {read}; the inbox and the header's unread count are fetched again. */
export function useMarkLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leadId, read }: { leadId: string; read: boolean }) => updateLead(leadId, { read }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsQueryKey }),
  });
}
