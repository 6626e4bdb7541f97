import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDetail, AuditList, CancelBody, CancelResult, Operator, ReportList, SearchResult } from '../../../../shared/admin-schema';
import type { ReportStatus } from '../../../../shared/admin';
import { api, ApiError } from '../../../lib/api-client';

/**
 * The console's calls (issue 27): GET/POST /api/admin/*. One file for the feature's API, as the calls
 * share their error rules: 404 from /me means "not an operator" (the not-found page), and 401 means the
 * console sat idle and wants the password (ConsoleLockedError: not the app's session refresh, which
 * reloads the page on a 401).
 */
export class ConsoleLockedError extends Error {}

export const adminKey = ['admin'] as const;

async function adminApi<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  try {
    return await api<T>(method, `admin/${path}`, body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new ConsoleLockedError(error.message);
    throw error;
  }
}

/** Neither a locked console nor a refusal is worth asking again. */
const retry = (count: number, error: unknown) => !(error instanceof ConsoleLockedError) && !(error instanceof ApiError && error.status < 500) && count < 2;

export function useOperator() {
  return useQuery({ queryKey: [...adminKey, 'me'], queryFn: () => adminApi<Operator>('GET', 'me'), retry, staleTime: Infinity });
}

export function useSearch(q: string) {
  return useQuery({
    queryKey: [...adminKey, 'search', q],
    queryFn: () => adminApi<SearchResult>('GET', `accounts?q=${encodeURIComponent(q)}`),
    enabled: q.trim().length >= 2,
    retry,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAccountDetail(accountId: string) {
  return useQuery({ queryKey: [...adminKey, 'account', accountId], queryFn: () => adminApi<AccountDetail>('GET', `accounts/${encodeURIComponent(accountId)}`), retry, staleTime: 0 });
}

export function useReports(status: 'open' | 'all') {
  return useInfiniteQuery({
    queryKey: [...adminKey, 'reports', status],
    queryFn: ({ pageParam }) => adminApi<ReportList>('GET', `reports?status=${status}${pageParam ? `&before=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last) => (last.more ? last.reports.at(-1)?.reportId : undefined),
    retry,
    staleTime: 0,
  });
}

export function useAudit() {
  return useInfiniteQuery({
    queryKey: [...adminKey, 'audit'],
    queryFn: ({ pageParam }) => adminApi<AuditList>('GET', `audit?limit=50${pageParam ? `&before=${pageParam}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last) => (last.more ? last.entries.at(-1)?.id : undefined),
    retry,
    staleTime: 0,
  });
}

/** A console action: afterwards every console page reads again (the audit log, the account, the reports). */
function useAction<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}

const account = (accountId: string, action: string) => `accounts/${encodeURIComponent(accountId)}/${action}`;

export const useSuspend = (accountId: string) => useAction((reason: string) => adminApi<{ ok: true }>('POST', account(accountId, 'suspend'), { input: { reason } }));
export const useRestore = (accountId: string) =>
  useAction((reason: string) => adminApi<{ ok: true }>('POST', account(accountId, 'restore'), { input: reason.trim() ? { reason } : {} }));
export const useCancelSubscription = (accountId: string) =>
  useAction((input: CancelBody['input']) => adminApi<CancelResult>('POST', account(accountId, 'subscription/cancel'), { input }));
export const useCustomerEmail = (accountId: string) =>
  useAction((input: { email: string; reason: string }) =>
    adminApi<{ ok: true }>('POST', account(accountId, 'subscription/email'), { input: input.reason.trim() ? input : { email: input.email } }),
  );
export const useReportStatus = () =>
  useAction((input: { reportId: string; status: ReportStatus; note?: string }) =>
    adminApi<{ ok: true }>('POST', `reports/${encodeURIComponent(input.reportId)}`, { input: { status: input.status, ...(input.note ? { note: input.note } : {}) } }),
  );

/** "View as owner": the browser's session becomes the owner's, read-only (the caller then opens the editor). */
export function viewAsOwner(accountId: string, reason: string) {
  return adminApi<{ ok: true }>('POST', account(accountId, 'view-as'), { input: { reason } });
}

export function reauthenticate(password: string) {
  return api<{ ok: true }>('POST', 'admin/reauthenticate', { input: { password } });
}
