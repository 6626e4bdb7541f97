import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseSiteUrlTemplate, sitesCspSource, sitesHostname } from '../shared/site-address';
import { createAuth, migrateAuth } from './auth/auth';
import apiGuard from './auth/api-guard';
import authPlugin from './auth/auth-plugin';
import type { Config } from './config';
import { type Database, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrations';
import { registerErrorHandler } from './errors';
import { DevOutbox, type Mailer, smtpMailer } from './mail/mailer';
import { mailboxRoutes } from './mail/mailbox-routes';
import { AccountRepository } from './modules/account/account-repository';
import { accountRoutes } from './modules/account/account-routes';
import { billingRoutes, publicBillingConfig } from './modules/billing/billing-routes';
import { createBilling } from './modules/billing/create-billing';
import { stripeWebhookRoutes } from './modules/billing/stripe-webhook-routes';
import { AddressService } from './modules/domains/address-service';
import { type DomainResolver, systemResolver } from './modules/domains/dns-check';
import { domainAllowedRoute } from './modules/domains/domain-allowed-route';
import { domainRoutes } from './modules/domains/domain-routes';
import { imageRoutes } from './modules/images/image-routes';
import { MediaUploadRepository } from './modules/images/media-upload-repository';
import { MediaVerifier } from './modules/images/media-verifier';
import { uploadRoutes } from './modules/images/upload-routes';
import { WebsiteRepository } from './modules/website/website-repository';
import { websiteRoutes } from './modules/website/website-routes';
import { publishRoutes } from './modules/publish/publish-routes';
import { PublishService } from './modules/publish/publish-service';
import { loadSiteAssetFiles } from './render/site-asset-files';
import { registerSiteAssetRoutes } from './sites/site-assets-route';
import { buildSiteHost } from './sites/site-host';
import { createStorage } from './storage/create-storage';
import { publicConfigSchema } from '../shared/config-schema';
import { IMAGE_TYPE_LIST } from '../shared/image-types';
import { LocalDiskStorage } from './storage/local-storage';
import { registerMediaRoutes } from './storage/media-routes';
import { UploadTokens } from './storage/upload-token';

const here = path.dirname(fileURLToPath(import.meta.url));
export const CLIENT_DIST = path.resolve(here, '../../dist/client');

export interface AppOptions {
  config: Config;
  /** An already open database (tests); otherwise opened from the configuration. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** DNS for checking custom domains (tests pass a fake); node:dns otherwise. */
  dnsResolver?: DomainResolver;
}

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dir: path.join(config.dataDir, 'db') },
  );
}

/** Builds the whole app: external plugins, then ours, then routes. server.ts owns the process. */
export async function buildApp({ config, database, logger, dnsResolver }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.isProduction,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  if (config.apiKey) requireApiKey(app, config.apiKey);

  const db = database ?? (await openConfiguredDatabase(config));
  app.addHook('onClose', async () => {
    if (!database) await db.close();
  });

  const outbox = config.smtpUrl ? undefined : new DevOutbox(path.join(config.dataDir, 'outbox'));
  const mailer: Mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : (outbox as DevOutbox);

  await migrateToLatest(db.db as unknown as Kysely<unknown>);
  const authDeps = { config, db: db.db, mailer };
  await migrateAuth(authDeps);
  const auth = createAuth(authDeps);

  const stripe = config.billing.provider === 'stripe';
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? STRIPE_SCRIPT_SOURCES : [])],
        // The publish preview (a sandboxed srcdoc frame, which inherits this policy) loads the site host's stylesheet.
        styleSrc: ["'self'", "'unsafe-inline'", sitesCspSource(parseSiteUrlTemplate(config.siteUrlTemplate))],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        connectSrc: ["'self'", 'http:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ["'self'", ...(stripe ? STRIPE_FRAME_SOURCES : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.isProduction,
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(swagger, {
    openapi: { info: { title: 'Website Works API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.get('/health', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/ready', { logLevel: 'warn' }, async (_req, reply) => {
    const ok = await db.ping();
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'database unreachable' });
  });

  await app.register(authPlugin, { auth, issuer: config.appUrl });
  const accounts = new AccountRepository(db.db);
  const billing = createBilling({ config, db: db.db, accounts, log: app.log });
  const tokens = new UploadTokens(config.authSecret);
  const storage = createStorage(config.storage, tokens, config.appUrl);
  const uploads = new MediaUploadRepository(db.db);
  const media = new MediaVerifier(storage, uploads);
  const websites = new WebsiteRepository(db.db);
  // Media lives on the site host's origin (MEDIA_BASE_URL); the app keeps serving /media/ too, for
  // images saved while the app was the media origin (same headers: nosniff, a sandboxing CSP).
  await registerMediaRoutes(app, storage);

  // The public site host: its own Fastify instance on SITES_PORT (server.ts listens), sharing the
  // database and storage; closed before the app (and the database) on shutdown.
  const siteAssets = loadSiteAssetFiles();
  const siteHost = await buildSiteHost({
    accounts,
    storage,
    assets: siteAssets,
    siteUrlTemplate: config.siteUrlTemplate,
    mediaBaseUrl: config.mediaBaseUrl,
    trustProxy: config.isProduction,
    logger: logger ?? { level: config.logLevel },
  });
  app.decorate('siteHost', siteHost);
  app.addHook('preClose', async () => {
    await siteHost.close();
  });
  const publisher = new PublishService({
    db: db.db,
    storage,
    websites,
    accounts,
    siteUrlTemplate: config.siteUrlTemplate,
    creditHref: `${config.appUrl}/landing`,
    assets: siteAssets,
    onPublished: () => siteHost.siteDirectory.invalidate(),
  });
  const addresses = new AddressService({
    db: db.db,
    accounts,
    siteUrlTemplate: config.siteUrlTemplate,
    cnameTarget: config.sitesCnameTarget,
    ownHostnames: [new URL(config.appUrl).hostname, new URL(config.mediaBaseUrl).hostname, sitesHostname(parseSiteUrlTemplate(config.siteUrlTemplate))],
    resolver: dnsResolver ?? systemResolver(),
    onChanged: () => siteHost.siteDirectory.invalidate(),
  });

  // API routes without a sign-in: each proves its caller another way (a signature, a signed upload URL) or needs none.
  if (billing.stripe) await app.register(stripeWebhookRoutes, { provider: billing.stripe, events: billing.events });
  if (storage instanceof LocalDiskStorage) await app.register(uploadRoutes, { storage, tokens, uploads });
  await app.register(domainAllowedRoute, { addresses });

  // The product API: every route in this scope is behind the guard, which decides who is calling.
  await app.register(async (api) => {
    await api.register(apiGuard, { auth, issuer: config.appUrl, accounts });
    await api.register(accountRoutes, { accounts });
    await api.register(billingRoutes, { billing });
    await api.register(websiteRoutes, { config, websites, media });
    await api.register(imageRoutes, { config, storage, uploads });
    await api.register(publishRoutes, { publisher });
    await api.register(domainRoutes, { addresses });
  });

  // Previews shown inside the app link the same /_ww/ stylesheet and script.
  await registerSiteAssetRoutes(app, siteAssets, storage);
  app.withTypeProvider<ZodTypeProvider>().get('/api/config', { schema: { response: { 200: publicConfigSchema } } }, async () => ({
    supportEmail: config.supportEmail,
    google: config.google ? config.google.kind : null,
    apiKey: config.apiKey ?? null,
    mediaBaseUrl: config.mediaBaseUrl,
    maxUploadBytes: config.maxUploadBytes,
    imageTypes: IMAGE_TYPE_LIST,
    billing: publicBillingConfig(config),
  }));
  if (outbox && !config.isProduction) await app.register(mailboxRoutes, { outbox });

  await registerClient(app);
  return app;
}

const STRIPE_SCRIPT_SOURCES = ['https://js.stripe.com'];
const STRIPE_FRAME_SOURCES = ['https://js.stripe.com', 'https://checkout.stripe.com', 'https://hooks.stripe.com'];

/**
 * Where API_KEY is configured, product API calls must carry it in x-api-key (spec §7). It identifies the
 * client app, it is not a secret; auth, public config, docs, uploads and webhooks are exempt.
 */
function requireApiKey(app: FastifyInstance, apiKey: string) {
  const exempt = /^\/api\/(auth|config|docs|upload|stripe|domains\/allowed)(\/|$|\?)/;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || exempt.test(request.url)) return;
    if (request.headers['x-api-key'] !== apiKey) {
      return reply.status(403).send({ errorMessage: 'Missing or wrong API key (x-api-key header).' });
    }
  });
}

/** The built single-page app: hashed assets cached for a year, every other page path gets index.html. */
async function registerClient(app: FastifyInstance) {
  const hasClient = existsSync(path.join(CLIENT_DIST, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: CLIENT_DIST,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !/^\/(api|dev|assets)(\/|$)/.test(pathname) && !path.extname(pathname);
    if (!isPage) return reply.status(404).send({ errorMessage: `Not found: ${request.method} ${pathname}` });
    if (!hasClient) {
      return reply.status(503).type('text/plain').send('The web client is not built yet: run `npm run build`.');
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
