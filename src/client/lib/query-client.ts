import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { handleSessionRejected } from './refresh-guard';

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => void handleSessionRejected(error) }),
  mutationCache: new MutationCache({ onError: (error) => void handleSessionRejected(error) }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});
