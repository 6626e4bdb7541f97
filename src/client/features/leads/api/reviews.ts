import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoogleReviews, PendingReview } from '../../../../shared/review-requests';
import { api } from '../../../lib/api-client';

/** Reviews visitors wrote through "Ask for a review" links, waiting for the owner (issue 26). */
export function usePendingReviews() {
  return useQuery({ queryKey: ['reviews', 'pending'], queryFn: () => api<{ reviews: PendingReview[]; google: boolean }>('GET', 'reviews/pending') });
}

/** Up to 5 of the listing's Google reviews (each read is a billed Places call: only when the owner asks). */
export const fetchGoogleReviews = () => api<GoogleReviews>('GET', 'reviews/google');
export const addGoogleReviews = (picks: number[]) => api<{ added: number }>('POST', 'reviews/google', { input: { picks } });


export function useReviewDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, approve }: { reviewId: string; approve: boolean }) =>
      approve ? api<void>('POST', `reviews/${encodeURIComponent(reviewId)}/approve`) : api<void>('DELETE', `reviews/${encodeURIComponent(reviewId)}`),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['reviews'] }), queryClient.invalidateQueries({ queryKey: ['website'] })]),
  });
}
