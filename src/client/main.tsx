import './app.css';
// Before React and the router are evaluated: starts the page's code, the session and the page's data.
import './boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './router';
import { registerServiceWorker } from './lib/service-worker';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

// The installable app (issue 26): app shell offline, Web Push.
registerServiceWorker();
