import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leadsQueryKey } from '../../../api/get-leads';

export function deleteLead(leadId: string): Promise<void> {
  return api<void>('DELETE', `leads/${encodeURIComponent(leadId)}`);
}

export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLead, onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsQueryKey }) });
}
