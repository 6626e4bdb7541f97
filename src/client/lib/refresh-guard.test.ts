import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('react-toastify', () => ({ toast: { info: vi.fn(), error: vi.fn() } }));

const store = new Map<string, string>();
const tabStore = new Map<string, string>();
const reload = vi.fn();

beforeEach(() => {
  store.clear();
  tabStore.clear();
  reload.mockReset();
  vi.useFakeTimers();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => tabStore.get(k) ?? null,
    setItem: (k: string, v: string) => void tabStore.set(k, v),
    removeItem: (k: string) => void tabStore.delete(k),
  });
  vi.stubGlobal('window', { location: { host: 'localhost:3000', origin: 'http://localhost:3000', reload } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the session refresh guard (spec §8)', () => {
  it('reloads once, then at most once an hour, and otherwise asks the user to refresh or contact support', async () => {
    const { toast } = await import('react-toastify');
    const { ApiError } = await import('./api-client');
    const { handleSessionRejected, RELOAD_DELAY_MS, REFRESH_GUARD_WINDOW_MS } = await import('./refresh-guard');
    const rejected = new ApiError(401, 'Your session has expired.');
    const t0 = 1_800_000_000_000;

    expect(handleSessionRejected(rejected, t0)).toBe(true);
    expect(toast.info).toHaveBeenCalledWith('Your session is being refreshed, hang in there...', expect.anything());
    // The reload will ask the session cookie for a fresh token rather than reuse the refused one (issue 9).
    expect(tabStore.get('website-works-fresh-token')).toBe('1');
    vi.advanceTimersByTime(RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);

    expect(handleSessionRejected(rejected, t0 + 60_000)).toBe(true);
    expect(toast.error).toHaveBeenCalledWith('[403] Please try refreshing the page, or contacting support if page does not load.', expect.anything());
    vi.advanceTimersByTime(RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(1);

    handleSessionRejected(rejected, t0 + REFRESH_GUARD_WINDOW_MS + 1);
    vi.advanceTimersByTime(RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves other errors to their callers', async () => {
    const { ApiError } = await import('./api-client');
    const { handleSessionRejected } = await import('./refresh-guard');
    expect(handleSessionRejected(new ApiError(403, 'Analytics is part of the Professional plan.'))).toBe(false);
    expect(handleSessionRejected(new ApiError(400, 'bad'))).toBe(false);
    expect(handleSessionRejected(new Error('x'))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(tabStore.size).toBe(0);
  });
});
