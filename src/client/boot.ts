/*
 * The first code the app runs: main.tsx imports this module before anything else, so it runs before
 * React, the router and the rest of the entry chunk are evaluated (a good third of a second on a slow
 * phone). The current page's code, the session token, the public configuration and the page's data
 * are requested from here, while that evaluation goes on, instead of after it.
 */
import { watchForNewVersion } from './lib/chunk-reload';
import { getPublicConfig } from './lib/public-config';
import { sessionStore } from './lib/session';
import { startLoading } from './routes';

// First: a chunk that fails to load below (an older tab after a deploy) reloads the page.
watchForNewVersion();
sessionStore.start();
void getPublicConfig(); // every API call sends what it says (the API key), and the public pages show it
startLoading(window.location.pathname);
