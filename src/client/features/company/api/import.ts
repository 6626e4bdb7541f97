import { useMutation } from '@tanstack/react-query';
import type { ImportResponse } from '../../../../shared/import-schema';
import { api } from '../../../lib/api-client';

/** POST import/website: details read from the owner's current website (nothing saved). */
export function useImportWebsite() {
  return useMutation({ mutationFn: (url: string) => api<ImportResponse>('POST', 'import/website', { input: { url } }) });
}

/** POST import/google/place: the chosen listing's details (nothing saved). */
export function useImportPlace() {
  return useMutation({ mutationFn: (placeId: string) => api<ImportResponse>('POST', 'import/google/place', { input: { placeId } }) });
}
