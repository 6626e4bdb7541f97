import { useMutation } from '@tanstack/react-query';
import type { ImportResponse, PlaceSummary } from '../../../../shared/import-schema';
import { api } from '../../../lib/api-client';

/** POST import/website: details read from the owner's current website (nothing saved). */
export function useImportWebsite() {
  return useMutation({ mutationFn: (url: string) => api<ImportResponse>('POST', 'import/website', { input: { url } }) });
}

/** POST import/google/search: the owner's Google listing by name and town. */
export function useSearchPlaces() {
  return useMutation({ mutationFn: (query: string) => api<{ places: PlaceSummary[] }>('POST', 'import/google/search', { input: { query } }) });
}

/** POST import/google/place: the chosen listing's details (nothing saved). */
export function useImportPlace() {
  return useMutation({ mutationFn: (placeId: string) => api<ImportResponse>('POST', 'import/google/place', { input: { placeId } }) });
}
