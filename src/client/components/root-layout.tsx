import { Outlet, useLocation } from 'react-router';
import { useEffect } from 'react';

/** Scrolls to the top on every navigation, as a multi-page site would. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return <Outlet />;
}
