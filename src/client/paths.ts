/** Every route path of the app, defined once. */
export const paths = {
  landing: '/landing',
  login: '/login',
  logout: '/logout',
  privacy: '/privacypolicy',
  terms: '/terms',
  dashboard: '/',
  /** The address people guess for the dashboard (issue 23): sent on to `dashboard`. */
  dashboardAlias: '/dashboard',
  start: '/start',
  /** Bringing the owner's current website over (issue 29). */
  movingIn: '/moving-in',
  account: '/account',
  company: '/company',
  website: '/website',
  example: '/example',
  settings: '/settings',
  leads: '/leads',
  bookings: '/bookings',
  plans: '/plans',
  checkoutReturn: '/checkout/return',
  /** The operator console (issue 27): operators only; everyone else gets the not-found page. */
  admin: '/admin',
  adminAccount: '/admin/accounts/:accountId',
  adminReports: '/admin/reports',
  adminAudit: '/admin/audit',
} as const;

/** The console's page of one account. */
export function adminAccountPath(accountId: string): string {
  return paths.adminAccount.replace(':accountId', encodeURIComponent(accountId));
}

const RETURN_TO_KEY = 'website-works-return-to';

/** Only a path on this site: never '//host', a scheme, or a backslash trick that leaves the origin. */
export function safeReturnPath(value: string | null | undefined, origin = window.location.origin): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return undefined;
    if (url.pathname === paths.login || url.pathname === paths.logout) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

export function rememberReturnPath(path: string) {
  const safe = safeReturnPath(path);
  if (safe) sessionStorage.setItem(RETURN_TO_KEY, safe);
}

export function peekReturnPath(): string {
  return safeReturnPath(sessionStorage.getItem(RETURN_TO_KEY)) ?? paths.dashboard;
}

export function forgetReturnPath() {
  sessionStorage.removeItem(RETURN_TO_KEY);
}

/** The path saved before the login redirect, or '/', and forget it (spec §2 /login). */
export function takeReturnPath(): string {
  const path = peekReturnPath();
  forgetReturnPath();
  return path;
}
