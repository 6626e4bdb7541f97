import { createBrowserRouter, type RouteObject } from 'react-router';
import { OopsPage } from './components/oops-page';
import { RootLayout } from './components/root-layout';
import { adminShell, appProviders, type LayoutRoute, type PageRoute, publicPages, shell, startPrefetch } from './routes';

const component = (route: PageRoute | LayoutRoute) => async () => ({ Component: (await route.load()).default });

/**
 * A route's data, started by a loader that returns at once: the router runs it beside loading the
 * route's code, so the data and the code arrive together instead of one after the other. The page's
 * own queries pick the answers up.
 */
const loader = (route: PageRoute | LayoutRoute) =>
  route.prefetch
    ? {
        loader: () => {
          startPrefetch(route);
          return null;
        },
      }
    : {};

const page = (route: PageRoute): RouteObject =>
  route.path === undefined ? { index: true, lazy: component(route), ...loader(route) } : { path: route.path, lazy: component(route), ...loader(route) };

const layout = (route: LayoutRoute, children: RouteObject[] = []): RouteObject => ({ lazy: component(route), ...loader(route), children: [...route.pages.map(page), ...children] });

// The page table is routes.ts (boot.ts starts the current page's code from it before this is evaluated).
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    errorElement: <OopsPage />,
    // While the first page's code loads (lazy routes), show nothing rather than have react-router warn.
    HydrateFallback: () => null,
    children: [...publicPages.map(page), layout(appProviders, [layout(shell), layout(adminShell)])],
  },
]);
