import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countryGuessQuerySchema, countryGuessSchema, onboardingStatusSchema, startBodySchema } from '../../../shared/onboarding-schema';
import type { Config } from '../../config';
import { HttpError } from '../../errors';
import type { WebsiteRepository } from '../website/website-repository';
import { guessCountry } from './country-guess';
import { starterKit } from './starter-website';
import type { TradeId } from '../../../shared/trades';
import type { WebsiteContent } from '../../../shared/website';

export interface OnboardingRouteDeps {
  config: Pick<Config, 'importing'>;
  websites: WebsiteRepository;
  /** With a stock-photo provider (decision 0057): the kit's pictures replaced by the best matches, within a time budget. */
  withPhotos?: (content: WebsiteContent, trade: TradeId, accountId: string) => Promise<WebsiteContent>;
}

/**
 * Why the Google import button is off, in the owner's words (issue 23: nothing about keys or installations,
 * which are the operator's business: README's GOOGLE_PLACES_API_KEY).
 */
export const GOOGLE_IMPORT_UNAVAILABLE = 'Importing from your Google listing is not available yet. Import from your website, or type your details in.';

/** /start: whether to offer it, and the one call that turns the form into a complete first draft. */
export async function onboardingRoutes(app: FastifyInstance, { config, websites, withPhotos }: OnboardingRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/onboarding', { schema: { response: { 200: onboardingStatusSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const available = config.importing.googlePlacesApiKey !== undefined;
    return {
      websiteSaved: await websites.exists(request.account.accountId),
      googleImport: { available, reason: available ? null : GOOGLE_IMPORT_UNAVAILABLE },
    };
  });

  // The country /start preselects: the owner sees it and may change it before creating the site.
  r.get('/api/onboarding/country', { schema: { querystring: countryGuessQuerySchema, response: { 200: countryGuessSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { town, phone, timeZone, languages } = request.query;
    return guessCountry({ town, phone, timeZone, languages: languages?.split(',') });
  });

  r.post('/api/onboarding/start', { schema: { body: startBodySchema } }, async (request) => {
    const { account } = request;
    const input = request.body.input;
    // An older client sends no country: the same guess /start would have offered, from what it did send.
    const country = input.country ?? guessCountry({ town: input.town, phone: input.phone }).country;
    // Written in the language /start chose (decision 0063); a kit without that language is English, and says so.
    const { content: kitContent } = starterKit({ ...input, country });
    const conflict = 'Your website already has content, so it was left as it is. Change it in the editor.';
    // Photos are fetched only for a website that will be created (checked again, atomically, below).
    if (withPhotos && (await websites.exists(account.accountId))) throw new HttpError(409, conflict);
    const content = withPhotos ? await withPhotos(kitContent, input.trade, account.accountId) : kitContent;
    // Never over an owner's own work: /start only fills a website that was never saved.
    if (!(await websites.createIfNone(account.accountId, content))) {
      throw new HttpError(409, conflict);
    }
    return { ...content, accountId: account.accountId, websiteVersion: account.websiteVersion };
  });
}
