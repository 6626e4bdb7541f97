import { useMutation } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import type { PlaceSummary } from '../../shared/import-schema';
import { api, errorMessage } from '../lib/api-client';

/**
 * Finding the owner's Google listing by name and town (POST import/google/search), as /company's import
 * and /moving-in both offer it: what was typed, the listings found, the one chosen (the first at first),
 * and the search itself, which clears the last problem and reports a new one through `onProblem`.
 */
export function usePlaceSearch(onProblem: (message: string | null) => void) {
  const search = useMutation({ mutationFn: (query: string) => api<{ places: PlaceSummary[] }>('POST', 'import/google/search', { input: { query } }) });
  const [query, setQuery] = useState('');
  const [places, setPlaces] = useState<PlaceSummary[]>([]);
  const [chosen, setChosen] = useState('');
  const onSearch = (event: SyntheticEvent) => {
    event.preventDefault();
    onProblem(null);
    search.mutate(query.trim(), {
      onSuccess: (res) => {
        setPlaces(res.places);
        setChosen(res.places[0]?.id ?? '');
      },
      onError: (error) => onProblem(errorMessage(error)),
    });
  };
  return { query, setQuery, places, chosen, setChosen, onSearch, searching: search.isPending };
}
