// The UI kit's styles before any of the app's own (which override some of them).
import './ui-kit-styles';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from '../theme';

/**
 * The UI kit, data cache and toasts for the signed-in app. Loaded with the first page that needs them,
 * so the landing and login pages stay small.
 */
export default function AppProviders() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <Outlet />
        <ToastContainer position="top-right" autoClose={5000} draggablePercent={80} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
