/**
 * One of the two servers bench/visitor-counting.ts measures, each in a process of its own on a data
 * directory of its own: the app as `npm start` builds it, and its own site host listening on SITES_PORT.
 * With COUNTING=on the host counts visitors as in production; with COUNTING=off the very same host is
 * told of no page view (its counter's `pageView` made a no-op before it listens), so the two differ only in
 * counting: the same routes, hooks, caches (the index of every site, the page pack) and endpoints.
 */
import { buildApp, openConfiguredDatabase } from '../src/server/app';
import { loadConfig } from '../src/server/config';

const counting = process.env.COUNTING === 'on';
const config = loadConfig();
const database = await openConfiguredDatabase(config);
const app = await buildApp({ config, database, logger: { level: 'warn' } });
await app.ready();
const host = app.siteHost;
if (!counting) {
  if (!host.visits) throw new Error('the site host has no visitor counter to turn off');
  host.visits.pageView = () => {};
}
await host.listen({ port: config.sitesPort, host: config.host });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
