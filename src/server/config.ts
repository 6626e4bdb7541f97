import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseSiteUrlTemplate, sitesHostname, siteUrlTemplateProblem } from '../shared/site-address';

const DEV_SECRET_FILE = 'dev-secret';

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MEDIA_BASE_URL: optionalString.pipe(z.url().optional()),
  SITE_URL_TEMPLATE: optionalString,
  /** The host name owners point their custom domain's CNAME record at (default: the site host's host name). */
  SITES_CNAME_TARGET: optionalString,
  MAX_UPLOAD_BYTES: z.coerce.number().int().min(1024).max(100 * 1024 * 1024).default(5 * 1024 * 1024),
  UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(600),
  IMAGE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
  IMAGE_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  CONTACT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  CONTACT_DAILY_CAP: z.coerce.number().int().min(1).default(100),
  VISITS_FLUSH_SECONDS: z.coerce.number().min(0.05).max(300).default(5),
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
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  sitesPort: number;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  google:
    | { kind: 'google'; clientId: string; clientSecret: string }
    | { kind: 'oidc'; clientId: string; clientSecret: string; discoveryUrl: string }
    | undefined;
  apiKey: string | undefined;
  authRateLimit: { max: number; windowSeconds: number };
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
  imageRateLimit: { max: number; windowSeconds: number };
  /** Contact form messages one visitor address may send to one site per window, and one site takes per day. */
  contactLimits: { perVisitor: { max: number; windowSeconds: number }; perSiteDaily: { max: number; windowSeconds: number } };
  /** How often the site host writes the visitor counts it buffers (ms). */
  visitsFlushMs: number;
  billing: BillingConfig;
}

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
    if (!env.AUTH_SECRET || env.AUTH_SECRET.length < 32)
      missing.push('AUTH_SECRET (at least 32 random characters; the generated development secret is not allowed)');
    if (!env.SMTP_URL) missing.push('SMTP_URL (the development outbox is not allowed in production)');
    if (!env.APP_URL) missing.push('APP_URL (the public https address of the app)');
    if (env.GOOGLE_DISCOVERY_URL) missing.push('GOOGLE_DISCOVERY_URL must not be set (test stand-in for Google only)');
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
    host: env.HOST,
    port: env.PORT,
    sitesPort: env.SITES_PORT,
    appUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    authSecret: env.AUTH_SECRET ?? devSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    google,
    apiKey: env.API_KEY,
    authRateLimit: { max: env.AUTH_RATE_LIMIT_MAX, windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    logLevel: env.LOG_LEVEL,
    storage,
    // Uploaded media is served by the site host, an origin apart from the app (DESIGN §6).
    mediaBaseUrl: (env.MEDIA_BASE_URL ?? `http://localhost:${env.SITES_PORT}/media/`).replace(/\/*$/, '/'),
    siteUrlTemplate,
    sitesCnameTarget,
    maxUploadBytes: env.MAX_UPLOAD_BYTES,
    uploadUrlTtlSeconds: env.UPLOAD_URL_TTL_SECONDS,
    imageRateLimit: { max: env.IMAGE_RATE_LIMIT_MAX, windowSeconds: env.IMAGE_RATE_LIMIT_WINDOW_SECONDS },
    contactLimits: {
      perVisitor: { max: env.CONTACT_RATE_LIMIT_MAX, windowSeconds: env.CONTACT_RATE_LIMIT_WINDOW_SECONDS },
      perSiteDaily: { max: env.CONTACT_DAILY_CAP, windowSeconds: 86_400 },
    },
    visitsFlushMs: Math.round(env.VISITS_FLUSH_SECONDS * 1000),
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
  };
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

/** A random secret generated on first start and kept under DATA_DIR, so sessions survive restarts. */
function devSecret(dataDir: string): string {
  const file = path.join(dataDir, DEV_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
