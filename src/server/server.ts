import { createServer, type Server } from 'node:http';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseLockedError, DatabaseStartError } from './db/database';
import { operatorSocketPath } from './modules/admin/operator-channel';

/**
 * While the app is being built (waiting for the database, migrating), its ports answer already:
 * /health 200 (the process lives: an orchestrator must not restart it for a database that is late),
 * /ready 503 "starting", everything else 503 with a sentence. Closed just before the app listens.
 */
function startingListener(port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/health') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ status: 'starting' }));
      return;
    }
    const body = path?.startsWith('/ready') ? JSON.stringify({ status: 'starting', database: 'unknown', storage: 'unknown' }) : 'Website Works is starting. Please try again in a moment.';
    response
      .writeHead(503, { 'content-type': path?.startsWith('/ready') ? 'application/json' : 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '5', connection: 'close' })
      .end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** Owns the process: configuration, ports, signals, a start that waits for the database, and a drained stop. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // A stop asked for while starting (the database may be unreachable for a long time) ends the wait.
  const starting = new AbortController();
  const stopWhileStarting = () => {
    starting.abort();
    process.exit(0);
  };
  process.once('SIGTERM', stopWhileStarting);
  process.once('SIGINT', stopWhileStarting);

  const placeholders = await Promise.all([startingListener(config.port, config.host), startingListener(config.sitesPort, config.host)]).catch((error: unknown) => {
    console.error(`Website Works cannot listen on ${config.host}:${config.port}/${config.sitesPort}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });

  let app;
  try {
    app = await buildApp({ config, signal: starting.signal });
  } catch (error) {
    if (error instanceof DatabaseLockedError || error instanceof DatabaseStartError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  process.removeListener('SIGTERM', stopWhileStarting);
  process.removeListener('SIGINT', stopWhileStarting);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Drain (decision 0032): /ready and the site host's /_ww/health answer 503 at once, requests are still
    // served while the load balancer notices and moves away, then the ports close and in-flight requests
    // finish. A second signal stops at once.
    app.lifecycle.draining = true;
    app.log.info({ signal, drainSeconds: config.shutdownDrainMs / 1000 }, 'stopping: /ready answers 503; still serving while the load balancer moves away');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownDrainMs + 15_000);
    force.unref();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    app.log.info('stopping: no longer accepting connections; finishing in-flight requests');
    try {
      // Closing the app closes the site host first (a preClose hook), then the database.
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => (closing ? process.exit(0) : void shutdown('SIGTERM')));
  process.on('SIGINT', () => (closing ? process.exit(0) : void shutdown('SIGINT')));

  // Both ports open once the hot set is loaded and the request path warmed (SITE_PRELOAD_SITES), at most
  // SITE_PRELOAD_WAIT_SECONDS after: until then their placeholders answer 503 "starting" (/ready and the
  // site host's /_ww/health too), so the load balancer keeps visitors on the warm replicas (decision 0065,
  // addendum "Warm before the port opens"), and whoever sees /ready answer 200 finds both ports serving.
  await app.siteHost.ready();
  const preloaded = app.siteHost.preloaded;
  if (preloaded && config.sitePreloadWaitMs > 0) {
    const started = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), config.sitePreloadWaitMs);
    });
    const settled = await Promise.race([preloaded, waited]);
    clearTimeout(timer);
    const seconds = Number(((performance.now() - started) / 1000).toFixed(2));
    if (settled) app.log.info({ ...settled, seconds }, 'site host: warm; taking visitors');
    else app.log.warn({ seconds }, 'site host: the preload is still going; taking visitors meanwhile (SITE_PRELOAD_WAIT_SECONDS)');
  }
  await Promise.all(placeholders.map(closeServer));
  await app.listen({ port: config.port, host: config.host });
  await app.siteHost.listen({ port: config.sitesPort, host: config.host });
  // On PGlite this process holds the database: `npm run operator` reaches it through this channel.
  await app.operatorChannel?.listen(operatorSocketPath(config.dataDir));
  app.log.info(`Website Works is running at ${config.appUrl}; published sites at ${config.siteUrlTemplate}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
