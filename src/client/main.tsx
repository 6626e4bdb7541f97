import '@mantine/core/styles.css';
import 'react-toastify/dist/ReactToastify.css';
import './app.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { queryClient } from './lib/query-client';
import { sessionStore } from './lib/session';
import { router } from './router';
import { theme } from './theme';

sessionStore.start();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ToastContainer position="top-right" autoClose={5000} draggablePercent={80} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
