import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { watchForNewVersion } from './lib/chunk-reload';
import { sessionStore } from './lib/session';
import { router } from './router';

watchForNewVersion();
sessionStore.start();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
