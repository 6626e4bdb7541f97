import { createBrowserRouter } from 'react-router';
import { OopsPage } from './components/oops-page';
import { RootLayout } from './components/root-layout';
import { paths } from './paths';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

// Public pages are plain React and CSS; the UI kit and data cache load with the signed-in app.
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    errorElement: <OopsPage />,
    // While the first page's code loads (lazy routes), show nothing rather than have react-router warn.
    HydrateFallback: () => null,
    children: [
      { path: paths.landing, lazy: page(() => import('./features/landing/landing-page')) },
      { path: paths.login, lazy: page(() => import('./features/auth/login-page')) },
      { path: paths.privacy, lazy: page(() => import('./features/legal/privacy-page')) },
      { path: paths.terms, lazy: page(() => import('./features/legal/terms-page')) },
      {
        lazy: page(() => import('./components/app-providers')),
        children: [
          { path: paths.logout, lazy: page(() => import('./features/auth/logout-page')) },
          {
            lazy: page(() => import('./components/app-shell')),
            children: [
              { index: true, lazy: page(() => import('./features/dashboard/dashboard-page')) },
              { path: paths.start, lazy: page(() => import('./features/start/start-page')) },
              { path: paths.account, lazy: page(() => import('./features/account/account-page')) },
              { path: paths.company, lazy: page(() => import('./features/company/company-page')) },
              { path: paths.website, lazy: page(() => import('./features/editor/editor-page')) },
              { path: paths.example, lazy: page(() => import('./features/example/example-page')) },
              { path: paths.settings, lazy: page(() => import('./features/settings/settings-page')) },
              { path: paths.leads, lazy: page(() => import('./features/leads/leads-page')) },
              { path: paths.plans, lazy: page(() => import('./features/plans/plans-page')) },
              { path: paths.checkoutReturn, lazy: page(() => import('./features/plans/checkout-return-page')) },
              { path: '*', lazy: page(() => import('./components/not-found-page')) },
            ],
          },
        ],
      },
    ],
  },
]);
