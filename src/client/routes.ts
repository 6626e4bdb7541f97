import type { ComponentType } from 'react';
import { paths } from './paths';

/** A page: where it lives, its code, and the data worth fetching while that code loads. */
export interface PageRoute {
  /** Absent for the index route (the dashboard at /). */
  path?: string;
  load: () => Promise<{ default: ComponentType }>;
  prefetch?: () => Promise<void>;
}

/** A layout route around pages: its code, its data, its pages. */
export interface LayoutRoute {
  load: () => Promise<{ default: ComponentType }>;
  prefetch?: () => Promise<void>;
  pages: PageRoute[];
}

/** Plain React and CSS: the UI kit and data cache load with the signed-in app. */
export const publicPages: PageRoute[] = [
  { path: paths.landing, load: () => import('./features/landing/landing-page') },
  { path: paths.login, load: () => import('./features/auth/login-page') },
  { path: paths.privacy, load: () => import('./features/legal/privacy-page') },
  { path: paths.terms, load: () => import('./features/legal/terms-page') },
];

/** The UI kit, data cache and toasts, around the shell and the logout page. */
// Listed before the shell: Rollup orders the app chunk's modules, and so its stylesheet, as met here.
export const appProviders: LayoutRoute = {
  load: () => import('./components/app-providers'),
  pages: [{ path: paths.logout, load: () => import('./features/auth/logout-page') }],
};

/** The signed-in shell (header, account gate) and its pages; the account loads with its code. */
export const shell: LayoutRoute = {
  load: () => import('./components/app-shell'),
  prefetch: async () => (await import('./api/get-account')).prefetchAccount(),
  pages: [
    { load: () => import('./features/dashboard/dashboard-page') },
    { path: paths.dashboardAlias, load: () => import('./features/dashboard/dashboard-alias') },
    { path: paths.start, load: () => import('./features/start/start-page') },
    { path: paths.movingIn, load: () => import('./features/moving-in/moving-in-page') },
    { path: paths.account, load: () => import('./features/account/account-page') },
    { path: paths.company, load: () => import('./features/company/company-page') },
    {
      path: paths.website,
      load: () => import('./features/editor/editor-page'),
      prefetch: async () => (await import('./features/editor/api/editor-data')).prefetchEditorData(),
    },
    { path: paths.example, load: () => import('./features/example/example-page') },
    { path: paths.settings, load: () => import('./features/settings/settings-page') },
    { path: paths.leads, load: () => import('./features/leads/leads-page') },
    { path: paths.bookings, load: () => import('./features/bookings/bookings-page') },
    { path: paths.plans, load: () => import('./features/plans/plans-page') },
    { path: paths.checkoutReturn, load: () => import('./features/plans/checkout-return-page') },
    { path: '*', load: () => import('./components/not-found-page') },
  ],
};

/** The operator console (issue 27): its own layout (header, lock, the operator check) around its pages. */
export const adminShell: LayoutRoute = {
  load: () => import('./features/admin/admin-shell'),
  pages: [
    { path: paths.admin, load: () => import('./features/admin/search-page') },
    { path: paths.adminAccount, load: () => import('./features/admin/account-page') },
    { path: paths.adminReports, load: () => import('./features/admin/reports-page') },
    { path: paths.adminAudit, load: () => import('./features/admin/audit-page') },
    { path: `${paths.admin}/*`, load: () => import('./components/not-found-page') },
  ],
};

/** Whether `path` (lower case, no trailing slash) matches a route path with `:param` and `*` segments. */
function matches(pattern: string, path: string): boolean {
  const want = pattern.toLowerCase().split('/');
  const got = path.split('/');
  if (want.at(-1) === '*') return got.length >= want.length && want.slice(0, -1).every((seg, i) => seg === got[i]);
  return want.length === got.length && want.every((seg, i) => seg.startsWith(':') || seg === got[i]);
}

/** Starts fetching a page's data; a failure is the page's own queries' to report, so it is dropped here. */
export function startPrefetch(route: { prefetch?: () => Promise<void> }): void {
  route.prefetch?.().catch(() => undefined);
}

/**
 * The routes the router will load for `pathname`, outermost first. Matched as the router does for
 * these flat paths: case-insensitive, a trailing slash allowed, anything unknown in the shell (its
 * 404 page).
 */
export function routeChain(pathname: string): (PageRoute | LayoutRoute)[] {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const find = (pages: PageRoute[]) => pages.find((page) => page.path?.toLowerCase() === path);
  const publicPage = find(publicPages);
  if (publicPage) return [publicPage];
  const logout = find(appProviders.pages);
  if (logout) return [appProviders, logout];
  if (path === paths.admin || path.startsWith(`${paths.admin}/`)) {
    return [appProviders, adminShell, adminShell.pages.find((p) => p.path !== undefined && matches(p.path, path)) as PageRoute];
  }
  const page = path === '/' ? shell.pages.find((p) => p.path === undefined) : (find(shell.pages) ?? shell.pages.find((p) => p.path === '*'));
  return [appProviders, shell, page as PageRoute];
}

/**
 * Starts loading the code and data of the page at `pathname`, as the router will (boot.ts calls it
 * before React and the router have even been evaluated). A wrong guess costs a download, never a
 * wrong page: the router still loads what it matches.
 */
export function startLoading(pathname: string): void {
  for (const route of routeChain(pathname)) {
    route.load().catch(() => undefined); // the router reports a failed load (the Oops page)
    startPrefetch(route);
  }
}
