import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseSiteUrlTemplate, sitesHostname, siteUrlTemplateProblem } from '../shared/site-address';

const DEV_SECRET_FILE = 'dev-secret';

/**
 * PGlite's shared buffers when PGLITE_SHARED_BUFFERS_MB does not say (decision 0024): all of them are
 * resident in the server's process, and 16 MB hold this product's working set many times over.
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 16;

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITES_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  APP_URL: optionalString.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** Longest a statement may run (decision 0032). */
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  /** Longest a new database connection, or a wait for a pooled one, may take. */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().min(0.5).max(120).default(5),
  /** `session` or `transaction`: PgBouncer in that pool_mode sits between (decision 0033). */
  DATABASE_POOLER: z.enum(['none', 'session', 'transaction']).default('none'),
  /** Bearer token for GET /metrics; without it /metrics is off (404). */
  METRICS_TOKEN: optionalString,
  /** Share of the site host's requests written to the log (0 … 1); errors and slow requests always are. */
  SITE_ACCESS_LOG_SAMPLE: z.coerce.number().min(0).max(1).default(0.01),
  /** Seconds a stopping replica keeps serving while /ready answers 503, so the load balancer moves away first. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(5),
  /** Hours between re-checks of every proven custom domain's TXT record (0: never). */
  DOMAIN_RECHECK_HOURS: z.coerce.number().min(0).max(24 * 30).default(12),
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).default(DEFAULT_PGLITE_SHARED_BUFFERS_MB),
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(16),
  /** Disk each replica gives to its own files of pages read before, below PAGE_CACHE_MB (decision 0072; 0: none). */
  PAGE_PACK_MB: z.coerce.number().int().min(0).max(8192).default(1024),
  /** Where those files are made (unlinked at once: nothing stays there); default DATA_DIR/page-pack. */
  PAGE_PACK_DIR: z.string().optional(),
  /** Site lookups (slug, custom domain, old slug) the site host keeps per process; least recently used out first. */
  SITE_CACHE_ENTRIES: z.coerce.number().int().min(1).max(10_000_000).default(20_000),
  /** Every live site is held in each replica (about 300 bytes a site, decision 0072) while there are at most this many (0: never). */
  SITE_INDEX_MAX_SITES: z.coerce.number().int().min(0).max(10_000_000).default(1_000_000),
  /** Sites most viewed yesterday and today whose lookups and pages a replica loads in the background after start (0: none). */
  SITE_PRELOAD_SITES: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  /** Longest a starting replica waits for that preload (and its warm-up requests) before its site port takes visitors (s; 0: does not wait). */
  SITE_PRELOAD_WAIT_SECONDS: z.coerce.number().min(0).max(600).default(20),
  VERSION_RETENTION: z.coerce.number().int().min(1).max(10_000).default(50),
  AUTH_SECRET: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Website Works <no-reply@example.com>'),
  SUPPORT_EMAIL: z.email().default('support@example.com'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_DISCOVERY_URL: optionalString.pipe(z.url().optional()),
  API_KEY: optionalString,
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Off by default: whether (hop count) or from where (CIDR list) X-Forwarded-For counts. */
  TRUST_PROXY: optionalString,
  SIGN_IN_ACCOUNT_MAX: z.coerce.number().int().min(1).default(10),
  MAIL_RECIPIENT_MAX: z.coerce.number().int().min(1).default(5),
  API_WRITE_BURST_MAX: z.coerce.number().int().min(1).default(30),
  API_WRITE_HOURLY_MAX: z.coerce.number().int().min(1).default(1200),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MEDIA_BASE_URL: optionalString.pipe(z.url().optional()),
  SITE_URL_TEMPLATE: optionalString,
  /** The host name owners point their custom domain's CNAME record at (default: the site host's host name). */
  SITES_CNAME_TARGET: optionalString,
  MAX_UPLOAD_BYTES: z.coerce.number().int().min(1024).max(100 * 1024 * 1024).default(20 * 1024 * 1024),
  UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(600),
  IMAGE_MAX_PIXELS: z.coerce.number().int().min(1_000_000).max(268_000_000).default(50_000_000),
  IMAGE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  IMAGE_MAX_SIDE: z.coerce.number().int().min(1000).max(100_000).default(20_000),
  IMAGE_MEMORY_BUDGET_MB: z.coerce.number().int().min(64).max(65_536).default(256),
  IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  IMAGE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
  IMAGE_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  CONTACT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  CONTACT_DAILY_CAP: z.coerce.number().int().min(1).default(100),
  /** Photos one site takes with quote requests in a day (issue 25, decision 0059). */
  QUOTE_PHOTOS_DAILY: z.coerce.number().int().min(1).default(60),
  /** Quote posts (with photos in memory) one process reads at once; more are asked to try again in a minute. */
  QUOTE_POSTS_AT_ONCE: z.coerce.number().int().min(1).max(100).default(4),
  /** "Report this site" (issue 27): reports one visitor address may send per window, across every site. */
  REPORT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  REPORT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  VISITS_FLUSH_SECONDS: z.coerce.number().min(0.05).max(300).default(5),
  /** Shared caches in front of the site host (decision 0065): their purge addresses, comma-separated. */
  CACHE_PURGE_URLS: optionalString,
  /** Sent with every purge (X-Purge-Secret); the cache refuses purges without it. */
  CACHE_PURGE_SECRET: optionalString,
  /** How long a shared cache keeps a page (s-maxage); default 86400 when CACHE_PURGE_URLS is set, else 0 (none). */
  CACHE_S_MAXAGE_SECONDS: z.coerce.number().int().min(0).max(31_536_000).optional(),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_PRICE_PROFESSIONAL: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Tests only: a local server speaking Stripe's API instead of api.stripe.com. */
  STRIPE_API_URL: optionalString.pipe(z.url().optional()),
  /** Enables "Import from Google Business Profile" (Places API (New)). */
  GOOGLE_PLACES_API_KEY: optionalString,
  /** Tests only: a local server speaking the Places API instead of places.googleapis.com. */
  GOOGLE_PLACES_API_URL: optionalString.pipe(z.url().optional()),
  /** Enables "Search photos" (Unsplash's API): the application's Access Key (decision 0057). */
  UNSPLASH_ACCESS_KEY: optionalString,
  /** The application's name on Unsplash: the utm_source of every link back to Unsplash its guidelines ask for. */
  UNSPLASH_APP_NAME: optionalString,
  /** Tests only: a local server speaking Unsplash's API instead of api.unsplash.com. */
  UNSPLASH_API_URL: optionalString.pipe(z.url().optional()),
  /** Enables "Search photos" (Pexels's API) when no Unsplash key is set. */
  PEXELS_API_KEY: optionalString,
  /** Tests only: a local server speaking the Pexels API instead of api.pexels.com. */
  PEXELS_API_URL: optionalString.pipe(z.url().optional()),
  /** Tests only: let "Import from your website" fetch loopback addresses (local fixture pages). */
  IMPORT_ALLOW_LOOPBACK: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Web Push (decision 0061): the installation's VAPID key pair (base64url), else generated once and kept in the database. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** Tests only: let Web Push messages go to a push service on a loopback address over http (a local stand-in). */
  PUSH_ALLOW_LOOPBACK: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Reading a whole site to move in (issue 29): the overall time budget, and one request's deadline within it. */
  IMPORT_SITE_BUDGET_MS: z.coerce.number().int().min(100).max(120_000).default(45_000),
  IMPORT_REQUEST_MS: z.coerce.number().int().min(50).max(30_000).default(8000),
  /** The development outbox page and the test card: unset → on only when APP_URL is on this machine (decision 0036). */
  DEV_TOOLS: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1')),
});

export type Env = z.infer<typeof envSchema>;

/** A shared cache (Varnish, a CDN) in front of the site host, and how it is told of changes (decision 0065). */
export interface SharedCacheConfig {
  /** Where purges are sent (each one gets every purge). */
  purgeUrls: string[];
  /** X-Purge-Secret of every purge ('' when none is set). */
  purgeSecret: string;
  /** s-maxage of published pages (seconds). */
  sMaxAge: number;
}

function sharedCacheConfig(env: Env): SharedCacheConfig | undefined {
  const purgeUrls = (env.CACHE_PURGE_URLS ?? '').split(',').map((u) => u.trim()).filter(Boolean);
  for (const url of purgeUrls) {
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) throw new ConfigError(`CACHE_PURGE_URLS: "${url}" is not an http(s) address.`);
  }
  if (purgeUrls.length === 0 && !env.CACHE_S_MAXAGE_SECONDS) return undefined;
  return { purgeUrls, purgeSecret: env.CACHE_PURGE_SECRET ?? '', sMaxAge: env.CACHE_S_MAXAGE_SECONDS ?? (purgeUrls.length > 0 ? 86_400 : 0) };
}

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  /**
   * The development conveniences that hand out what a stranger must not get: the outbox's page at
   * /dev/mailbox (sign-in and reset links) and the test provider's card (the paid plan for nothing).
   * DEV_TOOLS, or by default whether APP_URL's host is this machine; never in production (decision 0036).
   */
  devTools: boolean;
  host: string;
  port: number;
  sitesPort: number;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections this process keeps (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** Statement and connect time limits (ms) and whether a transaction pooler sits between (decisions 0032, 0033). */
  database: { statementTimeoutMs: number; connectTimeoutMs: number; transactionPooler: boolean; behindPooler: boolean };
  /** Bearer token for GET /metrics (METRICS_TOKEN); /metrics is off without it. */
  metricsToken: string | undefined;
  /** Share of the site host's requests written to the access log (SITE_ACCESS_LOG_SAMPLE). */
  siteAccessLogSample: number;
  /** How long a stopping replica keeps serving with /ready at 503 (ms; SHUTDOWN_DRAIN_SECONDS). */
  shutdownDrainMs: number;
  /** How often proven custom domains are checked again (ms; 0: never; DOMAIN_RECHECK_HOURS). */
  domainRecheckMs: number;
  /** The embedded database's shared buffers in MB (PGLITE_SHARED_BUFFERS_MB, decision 0024). */
  pgliteSharedBuffersMb: number;
  /** Bytes of published pages the site host keeps in memory (PAGE_CACHE_MB). */
  pageCacheBytes: number;
  /** The replica's own files of pages (PAGE_PACK_MB, PAGE_PACK_DIR), or undefined for none. */
  pagePack: { directory: string; bytes: number } | undefined;
  /** Site lookups the site host keeps in memory (SITE_CACHE_ENTRIES). */
  siteCacheEntries: number;
  /** Every live site is held in each replica while there are at most this many (SITE_INDEX_MAX_SITES; 0: never). */
  siteIndexMaxSites: number;
  /** The most viewed sites the site host loads in the background after start (SITE_PRELOAD_SITES). */
  sitePreloadSites: number;
  /** Longest a starting replica waits for the preload before the site port takes visitors (SITE_PRELOAD_WAIT_SECONDS, in ms). */
  sitePreloadWaitMs: number;
  /** Published versions per site whose page is kept and can be restored (VERSION_RETENTION, decision 0027). */
  versionRetention: number;
  /** The current secret (AUTH_SECRET's first): signs and encrypts. */
  authSecret: string;
  /** Every secret AUTH_SECRET lists, current first: older ones still verify and decrypt (decision 0034). */
  authSecrets: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  google:
    | { kind: 'google'; clientId: string; clientSecret: string }
    | { kind: 'oidc'; clientId: string; clientSecret: string; discoveryUrl: string }
    | undefined;
  apiKey: string | undefined;
  authRateLimit: { max: number; windowSeconds: number };
  /** TRUST_PROXY: false (the socket's address counts), a hop count, or the proxies' addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** Per-account and per-recipient limits kept in the database (issue 9; limits/account-limits.ts). */
  accountLimits: {
    signInFailures: { max: number; windowSeconds: number };
    mailPerRecipient: { max: number; windowSeconds: number };
    apiWriteBurst: { max: number; windowSeconds: number };
    apiWriteHourly: { max: number; windowSeconds: number };
    /** Requests to change the account's e-mail address (each one tells whether an address is in use). */
    changeEmail: { max: number; windowSeconds: number };
  };
  logLevel: Env['LOG_LEVEL'];
  storage: StorageConfig;
  /** Public address of uploaded media, ending in '/'; an image's URL is this plus its key. */
  mediaBaseUrl: string;
  /**
   * The public address of a published site, containing `{slug}` once: either as a path segment
   * (`http://localhost:3001/{slug}/`, the default) or as the first label of the host name
   * (`https://{slug}.sites.example.com/`). Always ends in '/'.
   */
  siteUrlTemplate: string;
  /**
   * The host name a custom domain's CNAME record points at (SITES_CNAME_TARGET); by default the host
   * of SITE_URL_TEMPLATE (`sites.example.com` for `https://{slug}.sites.example.com/`).
   */
  sitesCnameTarget: string;
  maxUploadBytes: number;
  uploadUrlTtlSeconds: number;
  /** Image processing (decision 0014): the most pixels an upload may have, and seconds per image. */
  imageLimits: { maxPixels: number; maxSide: number; timeoutSeconds: number };
  /** Images processed at once in this process, and the memory they may reserve together (issue 21). */
  imagePool: { concurrency: number; memoryBudgetMb: number };
  imageRateLimit: { max: number; windowSeconds: number };
  /** Contact form messages one visitor address may send to one site per window, and one site takes per day. */
  contactLimits: { perVisitor: { max: number; windowSeconds: number }; perSiteDaily: { max: number; windowSeconds: number } };
  /** Photos one site takes with quote requests a day (QUOTE_PHOTOS_DAILY). */
  quotePhotosDaily: { max: number; windowSeconds: number };
  /** QUOTE_POSTS_AT_ONCE. */
  quotePostsAtOnce: number;
  /** "Report this site" reports one visitor address may send per window (issue 27). */
  reportLimit: { max: number; windowSeconds: number };
  /** How often the site host writes the visitor counts it buffers (ms). */
  visitsFlushMs: number;
  /** Shared caches in front of the site host (decision 0065): undefined when none is configured. */
  sharedCache: SharedCacheConfig | undefined;
  billing: BillingConfig;
  /** Importing company details from an existing website or a Google Business Profile. */
  importing: { googlePlacesApiKey: string | undefined; googlePlacesApiUrl: string; allowLoopback: boolean; siteBudgetMs: number; requestMs: number };
  /** The stock-photo provider behind "Search photos" (decision 0057), or undefined when none is configured. */
  photos: PhotoProviderConfig | undefined;
  /** Web Push to the owner's devices (decision 0061). */
  push: { vapidPublicKey: string | undefined; vapidPrivateKey: string | undefined; allowLoopback: boolean };
}

/** Unsplash when its key is set, else Pexels when its key is set. `apiUrl` has no trailing slash. */
export type PhotoProviderConfig =
  | { provider: 'unsplash'; key: string; apiUrl: string; appName: string }
  | { provider: 'pexels'; key: string; apiUrl: string };

/** Stripe when its four settings are given; otherwise the built-in test provider (never in production). */
export type BillingConfig =
  | { provider: 'test' }
  | {
      provider: 'stripe';
      secretKey: string;
      publishableKey: string;
      professionalPriceId: string;
      webhookSecret: string;
      /** Tests only (STRIPE_API_URL): where the Stripe SDK sends its requests. */
      apiUrl: string | undefined;
    };

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      /** Both or neither; without them the AWS SDK's default credential chain (e.g. an instance role) is used. */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export class ConfigError extends Error {}

/**
 * TRUST_PROXY: unset, '', 'false' or '0' → off (X-Forwarded-For is ignored); a whole number → that
 * many proxies in front; otherwise a comma-separated list of proxy addresses or CIDR ranges.
 */
/** Fastify's form of TRUST_PROXY: a hop count becomes "the first n hops are proxies". */
export function fastifyTrustProxy(value: boolean | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v.split(',').map((p) => p.trim()).filter(Boolean);
  for (const entry of list) {
    if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry)) throw new ConfigError(`TRUST_PROXY: "${entry}" is not an address or CIDR range (use a hop count like 1, or a list like 10.0.0.0/8,127.0.0.1).`);
  }
  return list;
}

/**
 * Reads the environment once at boot. Development gets embedded defaults (a generated secret
 * persisted under DATA_DIR, the dev outbox); production refuses to start without real settings
 * and names every missing one.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);

  const missing: string[] = [];
  if (isProduction) {
    if (authSecretList(env.AUTH_SECRET ?? '').length === 0 || authSecretList(env.AUTH_SECRET ?? '').some((secret) => secret.length < 32))
      missing.push('AUTH_SECRET (at least 32 random characters, or a comma-separated list of such secrets, the newest first; the generated development secret is not allowed)');
    if (env.TRUST_PROXY === undefined)
      missing.push('TRUST_PROXY (1 behind one proxy such as Caddy, the proxies\' addresses such as 10.0.0.0/8, or false when visitors connect straight to the server)');
    if (!env.SMTP_URL) missing.push('SMTP_URL (the development outbox is not allowed in production)');
    if (!env.APP_URL) missing.push('APP_URL (the public https address of the app)');
    if (env.GOOGLE_DISCOVERY_URL) missing.push('GOOGLE_DISCOVERY_URL must not be set (test stand-in for Google only)');
    if (env.GOOGLE_PLACES_API_URL) missing.push('GOOGLE_PLACES_API_URL must not be set (test stand-in for Google only)');
    if (env.UNSPLASH_API_URL) missing.push('UNSPLASH_API_URL must not be set (test stand-in for Unsplash only)');
    if (env.PEXELS_API_URL) missing.push('PEXELS_API_URL must not be set (test stand-in for Pexels only)');
    if (env.IMPORT_ALLOW_LOOPBACK) missing.push('IMPORT_ALLOW_LOOPBACK must not be set (tests only)');
    if (env.PUSH_ALLOW_LOOPBACK) missing.push('PUSH_ALLOW_LOOPBACK must not be set (tests only)');
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) missing.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together (or neither: a pair is generated and kept in the database)');
    if (env.DEV_TOOLS) missing.push('DEV_TOOLS must not be set (the development outbox page and the test card are never available in production)');
    if (isExampleAddress(env.MAIL_FROM)) missing.push(`MAIL_FROM (the sender of the app's e-mails, an address at your own domain; not ${env.MAIL_FROM})`);
    if (isExampleAddress(env.SUPPORT_EMAIL)) missing.push(`SUPPORT_EMAIL (the address owners write to, shown across the app; not ${env.SUPPORT_EMAIL})`);
  }
  missing.push(...stripeProblems(env, isProduction));
  if ((env.GOOGLE_CLIENT_ID === undefined) !== (env.GOOGLE_CLIENT_SECRET === undefined))
    missing.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined))
    missing.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_REGION))
    missing.push('S3_BUCKET (other S3_* settings are given, but without a bucket the local disk would be used)');
  const siteUrlTemplate = (env.SITE_URL_TEMPLATE ?? `http://localhost:{SITES_PORT}/{slug}/`)
    .replaceAll('{SITES_PORT}', String(env.SITES_PORT))
    .replace(/\/*$/, '/');
  const templateProblem = siteUrlTemplateProblem(siteUrlTemplate);
  if (templateProblem) missing.push(`SITE_URL_TEMPLATE ${templateProblem}`);
  const sitesCnameTarget = (env.SITES_CNAME_TARGET ?? (templateProblem ? 'localhost' : sitesHostname(parseSiteUrlTemplate(siteUrlTemplate)))).toLowerCase().replace(/\.$/, '');
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/.test(sitesCnameTarget))
    missing.push('SITES_CNAME_TARGET must be a host name such as sites.example.com (no scheme, path or port)');
  if (missing.length > 0) {
    throw new ConfigError(`Website Works cannot start. Missing or invalid settings:\n- ${missing.join('\n- ')}`);
  }

  let google: Config['google'];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    google = env.GOOGLE_DISCOVERY_URL
      ? { kind: 'oidc', clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, discoveryUrl: env.GOOGLE_DISCOVERY_URL }
      : { kind: 'google', clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET };
  }

  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const listedSecrets = authSecretList(env.AUTH_SECRET ?? '');
  const authSecrets = listedSecrets.length > 0 ? listedSecrets : [devSecret(dataDir)];
  // Local disk is allowed in production: a single-machine deployment is legitimate. Several
  // replicas need S3 (each replica's disk would hold a different subset of the uploads).
  const storage: StorageConfig = env.S3_BUCKET
    ? {
        kind: 's3',
        bucket: env.S3_BUCKET,
        region: env.S3_REGION ?? 'us-east-1',
        endpoint: env.S3_ENDPOINT,
        credentials:
          env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
            : undefined,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      }
    : { kind: 'local', dir: path.join(dataDir, 'storage') };

  return {
    env: env.NODE_ENV,
    isProduction,
    devTools: !isProduction && (env.DEV_TOOLS ?? isLocalHost(new URL(appUrl).hostname)),
    host: env.HOST,
    port: env.PORT,
    sitesPort: env.SITES_PORT,
    appUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    database: {
      statementTimeoutMs: Math.round(env.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000),
      connectTimeoutMs: Math.round(env.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000),
      transactionPooler: env.DATABASE_POOLER === 'transaction',
      behindPooler: env.DATABASE_POOLER !== 'none',
    },
    metricsToken: env.METRICS_TOKEN,
    siteAccessLogSample: env.SITE_ACCESS_LOG_SAMPLE,
    shutdownDrainMs: Math.round(env.SHUTDOWN_DRAIN_SECONDS * 1000),
    domainRecheckMs: Math.round(env.DOMAIN_RECHECK_HOURS * 3600 * 1000),
    pgliteSharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB,
    pageCacheBytes: env.PAGE_CACHE_MB * 1024 * 1024,
    pagePack: env.PAGE_PACK_MB > 0 ? { directory: path.resolve(env.PAGE_PACK_DIR ?? path.join(dataDir, 'page-pack')), bytes: env.PAGE_PACK_MB * 1024 * 1024 } : undefined,
    siteCacheEntries: env.SITE_CACHE_ENTRIES,
    siteIndexMaxSites: env.SITE_INDEX_MAX_SITES,
    sitePreloadSites: env.SITE_PRELOAD_SITES,
    sitePreloadWaitMs: env.SITE_PRELOAD_WAIT_SECONDS * 1000,
    versionRetention: env.VERSION_RETENTION,
    authSecret: authSecrets[0] as string,
    authSecrets,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    google,
    apiKey: env.API_KEY,
    authRateLimit: { max: env.AUTH_RATE_LIMIT_MAX, windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    accountLimits: {
      signInFailures: { max: env.SIGN_IN_ACCOUNT_MAX, windowSeconds: 15 * 60 },
      mailPerRecipient: { max: env.MAIL_RECIPIENT_MAX, windowSeconds: 60 * 60 },
      apiWriteBurst: { max: env.API_WRITE_BURST_MAX, windowSeconds: 10 },
      apiWriteHourly: { max: env.API_WRITE_HOURLY_MAX, windowSeconds: 60 * 60 },
      changeEmail: { max: 10, windowSeconds: 60 * 60 },
    },
    logLevel: env.LOG_LEVEL,
    storage,
    // Uploaded media is served by the site host, an origin apart from the app (DESIGN §6).
    mediaBaseUrl: (env.MEDIA_BASE_URL ?? `http://localhost:${env.SITES_PORT}/media/`).replace(/\/*$/, '/'),
    siteUrlTemplate,
    sitesCnameTarget,
    maxUploadBytes: env.MAX_UPLOAD_BYTES,
    uploadUrlTtlSeconds: env.UPLOAD_URL_TTL_SECONDS,
    imageLimits: { maxPixels: env.IMAGE_MAX_PIXELS, maxSide: env.IMAGE_MAX_SIDE, timeoutSeconds: env.IMAGE_TIMEOUT_SECONDS },
    imagePool: { concurrency: env.IMAGE_CONCURRENCY, memoryBudgetMb: env.IMAGE_MEMORY_BUDGET_MB },
    imageRateLimit: { max: env.IMAGE_RATE_LIMIT_MAX, windowSeconds: env.IMAGE_RATE_LIMIT_WINDOW_SECONDS },
    quotePhotosDaily: { max: env.QUOTE_PHOTOS_DAILY, windowSeconds: 86_400 },
    quotePostsAtOnce: env.QUOTE_POSTS_AT_ONCE,
    contactLimits: {
      perVisitor: { max: env.CONTACT_RATE_LIMIT_MAX, windowSeconds: env.CONTACT_RATE_LIMIT_WINDOW_SECONDS },
      perSiteDaily: { max: env.CONTACT_DAILY_CAP, windowSeconds: 86_400 },
    },
    reportLimit: { max: env.REPORT_RATE_LIMIT_MAX, windowSeconds: env.REPORT_RATE_LIMIT_WINDOW_SECONDS },
    visitsFlushMs: Math.round(env.VISITS_FLUSH_SECONDS * 1000),
    sharedCache: sharedCacheConfig(env),
    billing:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_PRICE_PROFESSIONAL && env.STRIPE_WEBHOOK_SECRET
        ? {
            provider: 'stripe',
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            professionalPriceId: env.STRIPE_PRICE_PROFESSIONAL,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
          }
        : { provider: 'test' },
    push: { vapidPublicKey: env.VAPID_PUBLIC_KEY, vapidPrivateKey: env.VAPID_PRIVATE_KEY, allowLoopback: env.PUSH_ALLOW_LOOPBACK },
    importing: {
      googlePlacesApiKey: env.GOOGLE_PLACES_API_KEY,
      googlePlacesApiUrl: (env.GOOGLE_PLACES_API_URL ?? 'https://places.googleapis.com').replace(/\/+$/, ''),
      allowLoopback: env.IMPORT_ALLOW_LOOPBACK,
      siteBudgetMs: env.IMPORT_SITE_BUDGET_MS,
      requestMs: env.IMPORT_REQUEST_MS,
    },
    photos: env.UNSPLASH_ACCESS_KEY
      ? {
          provider: 'unsplash',
          key: env.UNSPLASH_ACCESS_KEY,
          apiUrl: (env.UNSPLASH_API_URL ?? 'https://api.unsplash.com').replace(/\/+$/, ''),
          appName: env.UNSPLASH_APP_NAME ?? 'website_works',
        }
      : env.PEXELS_API_KEY
        ? { provider: 'pexels', key: env.PEXELS_API_KEY, apiUrl: (env.PEXELS_API_URL ?? 'https://api.pexels.com').replace(/\/+$/, '') }
        : undefined,
  };
}

/** Whether `hostname` (a URL's, so IPv6 in brackets) names this machine: localhost, *.localhost, 127.0.0.0/8 or ::1. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(host) || host === '::1';
}

/** An address at a domain reserved for examples (RFC 2606: example.com/.net/.org and the .example, .test, .invalid, .localhost names). */
export function isExampleAddress(value: string): boolean {
  const domain = (/@([^@>\s]+)>?\s*$/.exec(value)?.[1] ?? '').toLowerCase().replace(/\.$/, '');
  return /(^|\.)example\.(com|net|org)$/.test(domain) || /\.(example|test|invalid|localhost)$/.test(domain) || domain === '';
}

const STRIPE_SETTINGS = [
  ['STRIPE_SECRET_KEY', 'sk_', 'rk_'],
  ['STRIPE_PUBLISHABLE_KEY', 'pk_'],
  ['STRIPE_PRICE_PROFESSIONAL', 'price_'],
  ['STRIPE_WEBHOOK_SECRET', 'whsec_'],
] as const;

/**
 * The four Stripe settings come together or not at all. Without them the test provider runs,
 * which production refuses: it would hand out Professional for a fake card.
 */
function stripeProblems(env: Env, isProduction: boolean): string[] {
  const given = STRIPE_SETTINGS.filter(([name]) => env[name] !== undefined);
  const problems: string[] = [];
  if (given.length > 0 || isProduction) {
    for (const [name, ...prefixes] of STRIPE_SETTINGS) {
      const value = env[name];
      if (value === undefined) {
        problems.push(
          isProduction && given.length === 0
            ? `${name} (the test payment provider is not allowed in production)`
            : `${name} (the Stripe settings STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_PRICE_PROFESSIONAL and STRIPE_WEBHOOK_SECRET go together)`,
        );
      } else if (!prefixes.some((prefix) => value.startsWith(prefix))) {
        problems.push(`${name} must start with ${prefixes.join(' or ')}`);
      }
    }
  }
  if (isProduction && env.STRIPE_API_URL) problems.push('STRIPE_API_URL must not be set (test stand-in for Stripe only)');
  return problems;
}

/** AUTH_SECRET's secrets, newest first: a comma-separated list (a secret holds no comma), blanks ignored. */
export function authSecretList(value: string): string[] {
  return value
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
}

/**
 * A random secret generated on first start and kept under DATA_DIR, so sessions survive restarts.
 * Processes starting together on one DATA_DIR agree on one secret: each writes its candidate to a file
 * of its own and links it into place, which only the first can do; the others read the winner.
 */
function devSecret(dataDir: string): string {
  const file = path.join(dataDir, DEV_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const candidate = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(candidate, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(candidate, { force: true });
  }
  return readFileSync(file, 'utf8').trim();
}
