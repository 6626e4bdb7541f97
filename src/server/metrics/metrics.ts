import { ownerText } from '../../shared/i18n/owner-text';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';

/** Latency buckets (seconds): a cached page answers in well under a millisecond, an API write in tens. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** How long queue figures read from the database are reused (ms): a scrape every 15 s costs one query a minute. */
const QUEUE_FIGURES_TTL_MS = 60_000;
/** Longest a scrape waits for the queue figures (ms); a database that does not answer leaves them as they were. */
const QUEUE_FIGURES_WAIT_MS = 1000;

export interface QueueFigures {
  leadEmailsPending: number;
  leadEmailsRetrying: number;
  leadEmailsGivenUp: number;
  queuedEmailsPending: number;
  queuedEmailsRetrying: number;
  queuedEmailsGivenUp: number;
  imageJobsQueued: number;
  imageJobsRetrying: number;
  imagesFailed: number;
}

/** The queues' depths and failures as the database has them (shared by every replica). */
export async function readQueueFigures(db: Kysely<DB>): Promise<QueueFigures> {
  const { rows } = await sql<{ [K in keyof QueueFigures]: string | number }>`
    select
      (select count(*) from leads where mail_state = 'pending') as "leadEmailsPending",
      (select count(*) from leads where mail_state = 'pending' and mail_attempts > 0) as "leadEmailsRetrying",
      (select count(*) from leads where mail_state = 'failed') as "leadEmailsGivenUp",
      (select count(*) from mail_queue where state = 'pending') as "queuedEmailsPending",
      (select count(*) from mail_queue where state = 'pending' and attempts > 0) as "queuedEmailsRetrying",
      (select count(*) from mail_queue where state = 'failed') as "queuedEmailsGivenUp",
      (select count(*) from image_jobs) as "imageJobsQueued",
      (select count(*) from image_jobs where last_error is not null) as "imageJobsRetrying",
      (select count(*) from media_uploads where image_state = 'failed') as "imagesFailed"`.execute(db);
  const row = rows[0];
  const figures = {} as QueueFigures;
  for (const key of Object.keys(row ?? {}) as (keyof QueueFigures)[]) figures[key] = Number(row?.[key] ?? 0);
  return figures;
}

export interface MetricsSources {
  database: Pick<Database, 'kind' | 'db' | 'poolStats' | 'health'>;
  storage: { available: boolean; failures: number };
  /** The site host's caches: lookups (site directory) and page bytes. */
  siteCache: () => { lookupHits: number; lookupMisses: number; pageHits: number; pageMisses: number; pageBytes: number; indexedSites?: number; packReads?: number; packPages?: number; degradedServed: number; degradedUnavailable: number };
  /** Whether the replica is stopping. */
  draining: () => boolean;
  /** Published pages waiting for (or in) their background brotli 11 pass in this replica (VersionStore.refine). */
  refinesWaiting?: () => number;
}

/**
 * The process's figures in Prometheus's text format (prom-client), one registry per app (tests build
 * several in one process): requests and latency per route of the app and of the site host, the
 * database pool, the caches, the lead e-mail and image queues, memory and the event loop.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'server' | 'method' | 'route' | 'status'>;
  private readonly duration: Histogram<'server' | 'method' | 'route'>;
  private queueFigures: QueueFigures | undefined;
  private queueFiguresAt = 0;
  private queueFiguresLoading: Promise<void> | undefined;

  constructor(private readonly sources: MetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({ name: 'ww_http_requests_total', help: 'HTTP requests answered, by server (app or sites), method, route and status class', labelNames: ['server', 'method', 'route', 'status'], registers });
    this.duration = new Histogram({ name: 'ww_http_request_duration_seconds', help: 'Time to answer an HTTP request, by server, method and route', labelNames: ['server', 'method', 'route'], buckets: BUCKETS, registers });
    const refresh = () => this.refreshQueueFigures();
    const figures = () => this.queueFigures;
    new Gauge({
      name: 'ww_database_up',
      help: '1 while this replica reaches its database, 0 while it does not',
      registers,
      collect() {
        this.set(sources.database.health ? (sources.database.health.available ? 1 : 0) : 1);
      },
    });
    new Gauge({
      name: 'ww_database_pool_connections',
      help: 'PostgreSQL pool connections of this replica, by state (total, idle, waiting requests)',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = sources.database.poolStats?.();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({ name: 'ww_storage_up', help: '1 while the storage answered its last use, 0 otherwise', registers, collect() { this.set(sources.storage.available ? 1 : 0); } });
    new Gauge({ name: 'ww_storage_failures', help: 'Storage operations that failed since start', registers, collect() { this.set(sources.storage.failures); } });
    new Gauge({ name: 'ww_page_compressions_waiting', help: 'Published pages waiting for their background brotli 11 pass in this replica', registers, collect() { this.set(sources.refinesWaiting?.() ?? 0); } });
    new Gauge({ name: 'ww_draining', help: '1 while this replica is stopping (its /ready answers 503)', registers, collect() { this.set(sources.draining() ? 1 : 0); } });
    const cacheGauge = (name: string, help: string, pick: (c: ReturnType<MetricsSources['siteCache']>) => number) =>
      new Gauge({ name, help, registers, collect() { this.set(pick(sources.siteCache())); } });
    cacheGauge('ww_site_lookup_cache_hits', 'Site lookups answered from this replica\'s memory since start', (c) => c.lookupHits);
    cacheGauge('ww_site_lookup_cache_misses', 'Site lookups that went to the database since start', (c) => c.lookupMisses);
    cacheGauge('ww_page_cache_hits', 'Published pages answered from this replica\'s memory since start', (c) => c.pageHits);
    cacheGauge('ww_page_cache_misses', 'Published pages read from storage since start', (c) => c.pageMisses);
    cacheGauge('ww_site_index_sites', 'Live sites held in this replica\'s index of every site (0: none, decision 0072)', (c) => c.indexedSites ?? 0);
    cacheGauge('ww_page_pack_reads', 'Published pages read from this replica\'s own page files since start (decision 0072)', (c) => c.packReads ?? 0);
    cacheGauge('ww_page_pack_pages', 'Published pages held in this replica\'s own page files', (c) => c.packPages ?? 0);
    cacheGauge('ww_page_cache_bytes', 'Bytes of published pages held in memory', (c) => c.pageBytes);
    cacheGauge('ww_degraded_pages_served', 'Site lookups served from memory while the database was away, since start', (c) => c.degradedServed);
    cacheGauge('ww_degraded_pages_unavailable', 'Site requests that could not be served while the database was away, since start', (c) => c.degradedUnavailable);
    const queue = (name: string, help: string, key: keyof QueueFigures) =>
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          await refresh();
          const now = figures();
          if (now) this.set(now[key]);
        },
      });
    queue('ww_lead_emails_pending', 'Lead e-mails waiting to be sent (all replicas)', 'leadEmailsPending');
    queue('ww_lead_emails_retrying', 'Lead e-mails waiting after a failed attempt (all replicas)', 'leadEmailsRetrying');
    queue('ww_lead_emails_given_up', 'Lead e-mails given up after every retry (the lead is in the inbox)', 'leadEmailsGivenUp');
    queue('ww_queued_emails_pending', 'Booking, domain and suspension e-mails waiting to be sent (all replicas)', 'queuedEmailsPending');
    queue('ww_queued_emails_retrying', 'Queued e-mails waiting after a failed attempt (all replicas)', 'queuedEmailsRetrying');
    queue('ww_queued_emails_given_up', 'Queued e-mails given up after every retry, kept a week', 'queuedEmailsGivenUp');
    queue('ww_image_jobs_queued', 'Image processing jobs waiting or running (all replicas)', 'imageJobsQueued');
    queue('ww_image_jobs_retrying', 'Image processing jobs waiting after a failed attempt', 'imageJobsRetrying');
    queue('ww_images_failed', 'Uploaded images whose processing failed', 'imagesFailed');
  }

  /** Counts and times one answered request. */
  observe(server: 'app' | 'sites', request: FastifyRequest, reply: FastifyReply): void {
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    this.requests.inc({ server, method, route, status: `${Math.floor(reply.statusCode / 100)}xx` });
    this.duration.observe({ server, method, route }, reply.elapsedTime / 1000);
  }

  private async refreshQueueFigures(): Promise<void> {
    if (Date.now() - this.queueFiguresAt < QUEUE_FIGURES_TTL_MS) return;
    if (this.sources.database.health && !this.sources.database.health.available) return;
    this.queueFiguresLoading ??= readQueueFigures(this.sources.database.db)
      .then((figures) => {
        this.queueFigures = figures;
        this.queueFiguresAt = Date.now();
      })
      .catch(() => {})
      .finally(() => (this.queueFiguresLoading = undefined));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.queueFiguresLoading, new Promise((resolve) => (timer = setTimeout(resolve, QUEUE_FIGURES_WAIT_MS)))]);
    clearTimeout(timer);
  }
}

/** Counts every answered request of `server` into `metrics`. */
export function countRequests(app: FastifyInstance, metrics: Metrics, server: 'app' | 'sites'): void {
  app.addHook('onResponse', async (request, reply) => metrics.observe(server, request, reply));
}

/**
 * GET /metrics on the app's port, only with `Authorization: Bearer $METRICS_TOKEN`: 404 without a
 * token configured (as if there were no such address), 401 with a wrong or missing one.
 */
export async function metricsRoute(app: FastifyInstance, { metrics, token }: { metrics: Metrics | undefined; token: string | undefined }) {
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!token || !metrics) return reply.status(404).send({ errorMessage: ownerText('refusal.metrics.notFound') });
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    if (a.length !== b.length || !timingSafeEqual(a, b)) {
      return reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').send({ errorMessage: ownerText('refusal.metrics.theMetricsNeedTheir') });
    }
    return reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
