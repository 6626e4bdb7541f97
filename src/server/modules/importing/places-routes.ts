import { ownerText } from '../../../shared/i18n/owner-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { importResponseSchema, placeImportBodySchema, placesSearchBodySchema, placesSearchResponseSchema } from '../../../shared/import-schema';
import { HttpError } from '../../errors';
import { GOOGLE_IMPORT_UNAVAILABLE } from '../onboarding/onboarding-routes';
import type { PlacesClient } from './places-client';
import { FetchRefused } from './safe-fetch';

export type { PlacesClient } from './places-client';

/** Google Business Profile import: search for the listing, then import the chosen one (nothing saved). */
export async function registerPlacesRoutes(
  app: FastifyInstance,
  {
    places,
    takeAttempt,
    onPlace,
  }: { places: PlacesClient | undefined; takeAttempt: (accountId: string) => Promise<void>; onPlace?: (accountId: string, placeId: string) => Promise<void> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const client = () => {
    if (!places) throw new HttpError(503, GOOGLE_IMPORT_UNAVAILABLE);
    return places;
  };
  const refused = (error: unknown): never => {
    if (error instanceof FetchRefused) throw new HttpError(422, error.message);
    throw error;
  };

  r.post('/api/import/google/search', { schema: { body: placesSearchBodySchema, response: { 200: placesSearchResponseSchema } } }, async (request) => {
    const google = client();
    await takeAttempt(request.account.accountId);
    const found = await google.search(request.body.input.query).catch(refused);
    if (found.length === 0) throw new HttpError(422, ownerText('refusal.importing.noGoogleListingMatches'));
    return { places: found };
  });

  r.post('/api/import/google/place', { schema: { body: placeImportBodySchema, response: { 200: importResponseSchema } } }, async (request) => {
    const google = client();
    await takeAttempt(request.account.accountId);
    const { name, details } = await google.details(request.body.input.placeId).catch(refused);
    if (Object.keys(details).length === 0) throw new HttpError(422, ownerText('refusal.importing.thatGoogleListingHas'));
    await onPlace?.(request.account.accountId, request.body.input.placeId);
    return { source: name, details };
  });
}
