import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CountryGuess, OnboardingStatus, StartInput } from '../../shared/onboarding-schema';
import type { Website } from '../../shared/website';
import { api } from '../lib/api-client';
import { websiteQueryKey } from './get-website';

export const onboardingQueryKey = ['onboarding'] as const;

/** GET onboarding: whether the website was ever saved (then /start is not offered) and which imports work here. */
export function useOnboarding() {
  return useQuery({ queryKey: onboardingQueryKey, queryFn: () => api<OnboardingStatus>('GET', 'onboarding'), staleTime: 60_000 });
}

/** POST onboarding/start: a complete first draft from the /start form. */
export function useStartWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartInput) => api<Website>('POST', 'onboarding/start', { input }),
    onSuccess: (website) => {
      queryClient.setQueryData(websiteQueryKey, website);
      queryClient.setQueryData<OnboardingStatus>(onboardingQueryKey, (old) => (old ? { ...old, websiteSaved: true } : old));
      void queryClient.invalidateQueries({ queryKey: onboardingQueryKey });
    },
  });
}

const SKIP_KEY = 'website-works-start-skipped';

/** The owner chose "Skip for now" on /start (remembered in this browser; the dashboard's checklist still guides). */
export function startSkipped(accountId: string): boolean {
  try {
    return localStorage.getItem(SKIP_KEY) === accountId;
  } catch {
    return false;
  }
}

export function skipStart(accountId: string) {
  try {
    localStorage.setItem(SKIP_KEY, accountId);
  } catch {
    // private mode: /start is simply offered again next time
  }
}

/** GET onboarding/country: the country /start preselects from what the owner has typed and what the browser says (decision 0039). */
export function guessCountry(hints: { town: string; phone: string }): Promise<CountryGuess> {
  const params = new URLSearchParams({ town: hints.town, phone: hints.phone });
  try {
    params.set('timeZone', Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    // no time zone: the town and the languages still tell
  }
  params.set('languages', (navigator.languages ?? [navigator.language]).slice(0, 5).join(','));
  return api<CountryGuess>('GET', `onboarding/country?${params.toString()}`);
}
