import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingSettings } from '../../shared/bookings-schema';
import { api } from '../lib/api-client';
import { useSession } from '../lib/session';

export const bookingsQueryKey = ['bookings'] as const;

export interface BookingList {
  bookings: Booking[];
  pending: number;
}

/** GET bookings: the owner's requests and bookings, soonest first, with how many wait for an answer. */
export function useBookings(enabled = true) {
  const { session } = useSession();
  return useQuery({ queryKey: [...bookingsQueryKey, 'list'], queryFn: () => api<BookingList>('GET', 'bookings'), enabled: enabled && !!session, refetchInterval: 60_000 });
}

export function useBookingSettings() {
  const { session } = useSession();
  return useQuery({ queryKey: [...bookingsQueryKey, 'settings'], queryFn: () => api<{ settings: BookingSettings; feedUrl: string | null }>('GET', 'bookings/settings'), enabled: !!session });
}

export function useSaveBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingSettings) => api<{ settings: BookingSettings; feedUrl: string | null }>('PUT', 'bookings/settings', { input }),
    onSuccess: (answer) => queryClient.setQueryData([...bookingsQueryKey, 'settings'], answer),
  });
}

export function useAnswerBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, action, message }: { bookingId: string; action: 'confirm' | 'decline'; message: string }) =>
      api<Booking>('POST', `bookings/${encodeURIComponent(bookingId)}/${action}`, { input: { message } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...bookingsQueryKey, 'list'] }),
  });
}

export function useNewFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ feedUrl: string }>('POST', 'bookings/feed', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...bookingsQueryKey, 'settings'] }),
  });
}
