import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { adminShell, appProviders, publicPages, routeChain, shell } from './routes';

const page = (path: string | undefined) => shell.pages.find((p) => p.path === path);

describe('the routes started before the router runs (boot.ts)', () => {
  it('starts a public page alone: no UI kit, no data cache, no shell', () => {
    for (const route of publicPages) expect(routeChain(route.path as string)).toEqual([route]);
  });

  it('starts the providers, the shell and the page for a signed-in page, as the router nests them', () => {
    expect(routeChain(paths.website)).toEqual([appProviders, shell, page(paths.website)]);
    expect(routeChain(paths.dashboard)).toEqual([appProviders, shell, page(undefined)]);
    expect(routeChain(paths.logout)).toEqual([appProviders, appProviders.pages[0]]);
    expect(routeChain('/dashboard')).toEqual([appProviders, shell, page(paths.dashboardAlias)]);
  });

  it('matches as the router does: any case, a trailing slash, the 404 page for the rest', () => {
    expect(routeChain('/Website/')).toEqual(routeChain(paths.website));
    expect(routeChain('/LANDING')).toEqual(routeChain(paths.landing));
    expect(routeChain('/no-such-page')).toEqual([appProviders, shell, page('*')]);
  });

  it('starts the console\'s layout and page for /admin paths (issue 27), its own 404 page for the rest of them', () => {
    const admin = (path: string | undefined) => adminShell.pages.find((p) => p.path === path);
    expect(routeChain('/admin')).toEqual([appProviders, adminShell, admin(paths.admin)]);
    expect(routeChain('/admin/')).toEqual([appProviders, adminShell, admin(paths.admin)]);
    expect(routeChain('/admin/accounts/abc123')).toEqual([appProviders, adminShell, admin(paths.adminAccount)]);
    expect(routeChain('/admin/Reports')).toEqual([appProviders, adminShell, admin(paths.adminReports)]);
    expect(routeChain('/admin/audit')).toEqual([appProviders, adminShell, admin(paths.adminAudit)]);
    expect(routeChain('/admin/nothing/here')).toEqual([appProviders, adminShell, admin('/admin/*')]);
    expect(routeChain('/administrator')).toEqual([appProviders, shell, page('*')]);
  });

  it('fetches the editor data and the account with their code', () => {
    expect(page(paths.website)?.prefetch).toBeTypeOf('function');
    expect(shell.prefetch).toBeTypeOf('function');
  });
});
