import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config';

const STRIPE_SCRIPT_SOURCES = ['https://js.stripe.com'];
const STRIPE_FRAME_SOURCES = ['https://js.stripe.com', 'https://checkout.stripe.com', 'https://hooks.stripe.com'];
/** What Stripe.js and its embedded checkout call (Stripe's published CSP list). */
const STRIPE_CONNECT_SOURCES = ['https://api.stripe.com', 'https://checkout.stripe.com', 'https://m.stripe.network', 'https://r.stripe.com'];

/**
 * Where the app's own scripts may send requests (issue 9): its own origin, the S3 bucket the browser
 * uploads images to when S3 storage is configured, and Stripe when it is. Nothing else: an injected
 * script cannot send the access token anywhere.
 */
export function connectSources(config: Pick<Config, 'billing' | 'storage'>): string[] {
  const sources = ["'self'"];
  if (config.storage.kind === 's3') {
    const { bucket, region, endpoint, forcePathStyle } = config.storage;
    if (endpoint) {
      const url = new URL(endpoint);
      sources.push(url.origin);
      if (!forcePathStyle) sources.push(`${url.protocol}//${bucket}.${url.host}`);
    } else {
      sources.push(`https://${bucket}.s3.${region}.amazonaws.com`, `https://s3.${region}.amazonaws.com`);
    }
  }
  if (config.billing.provider === 'stripe') sources.push(...STRIPE_CONNECT_SOURCES);
  return sources;
}

/**
 * The headers helmet sets for these options. They are the same for every request (no nonces, no
 * per-request directives), so helmet runs once at start; @fastify/helmet instead builds helmet's
 * middleware again for every request, which parsed the whole policy each time (decision 0023).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string | number | readonly string[]) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => {},
  } as unknown as ServerResponse;
  helmet(options)({} as never, collect, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** The app's security headers: a Content-Security-Policy for the single-page app, HSTS in production. */
async function appHelmet(app: FastifyInstance, { config }: { config: Pick<Config, 'billing' | 'isProduction' | 'storage'> }) {
  const stripe = config.billing.provider === 'stripe';
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? STRIPE_SCRIPT_SOURCES : [])],
        // The publish preview and the dashboard's thumbnail (sandboxed srcdoc frames, which inherit this
        // policy) load the page's /_ww/ stylesheet and fonts from the app itself.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        connectSrc: connectSources(config),
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
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export default fp(appHelmet, { name: 'app-helmet' });
