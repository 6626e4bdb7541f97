import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TEST_PROFESSIONAL_PRICE_ID } from '../../../shared/billing';
import { type PublicBillingConfig, publicConfigSchema } from '../../../shared/config-schema';
import { IMAGE_TYPE_LIST } from '../../../shared/image-types';
import type { Config } from '../../config';

/** What the browser needs of billing: the provider, Stripe's publishable key and the one price it may buy. */
function publicBillingConfig(config: Pick<Config, 'billing'>): PublicBillingConfig {
  return config.billing.provider === 'stripe'
    ? { provider: 'stripe', publishableKey: config.billing.publishableKey, professionalPriceId: config.billing.professionalPriceId }
    : { provider: 'test', publishableKey: null, professionalPriceId: TEST_PROFESSIONAL_PRICE_ID };
}

type PublicConfigSource = Pick<Config, 'supportEmail' | 'google' | 'apiKey' | 'mediaBaseUrl' | 'maxUploadBytes' | 'billing' | 'photos'>;

/** GET /api/config (no sign-in): the settings the browser may see, and nothing else. */
export async function configRoutes(app: FastifyInstance, { config }: { config: PublicConfigSource }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/config', { schema: { response: { 200: publicConfigSchema } } }, async () => ({
    supportEmail: config.supportEmail,
    google: config.google ? config.google.kind : null,
    apiKey: config.apiKey ?? null,
    mediaBaseUrl: config.mediaBaseUrl,
    maxUploadBytes: config.maxUploadBytes,
    imageTypes: IMAGE_TYPE_LIST,
    billing: publicBillingConfig(config),
    photos: config.photos?.provider ?? null,
  }));
}
