import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { parseSiteUrlTemplate, sitesCspSource } from '../../shared/site-address';
import type { Config } from '../config';

const STRIPE_SCRIPT_SOURCES = ['https://js.stripe.com'];
const STRIPE_FRAME_SOURCES = ['https://js.stripe.com', 'https://checkout.stripe.com', 'https://hooks.stripe.com'];

/** The app's security headers: a Content-Security-Policy for the single-page app, HSTS in production. */
async function appHelmet(app: FastifyInstance, { config }: { config: Pick<Config, 'billing' | 'siteUrlTemplate' | 'isProduction'> }) {
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
}

export default fp(appHelmet, { name: 'app-helmet' });
