import { ownerText } from '../../../shared/i18n/owner-text';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { imagesOf, type Website, type WebsiteContent } from '../../../shared/website';
import { isStockImage } from '../../../shared/stock-images';
import { websiteQuerySchema } from '../../../shared/website-query-schema';
import { completeWebsiteContent, saveWebsiteBodySchema, translationsProblem, websiteSchema } from '../../../shared/website-schema';
import { LATER_FIELD_NAMES } from '../../../shared/website-fields';
import type { Config } from '../../config';
import { badRequest, HttpError } from '../../errors';
import { describeSize } from '../../storage/image-types';
import { websiteImagesResultSchema } from '../../../shared/image-schema';
import type { SiteImageMap } from '../../../shared/site-images';
import { checkMediaUrl } from '../../storage/media-keys';
import { PreparedJson } from '../../http/prepared-json';
import type { MediaVerifier } from '../images/media-verifier';
import type { WebsiteRepository } from './website-repository';

/** Far above the largest document the limits allow (about 300 KB of UTF-8), far below abuse. */
export const WEBSITE_BODY_LIMIT = 512 * 1024;

/** Memory the prepared GET /api/website answers may take, per process. */
const ANSWER_CACHE_BYTES = 16 * 1024 * 1024;

/** How long saving waits for an image still being processed before asking the owner to try again. */
const IMAGE_WAIT_MS = 20_000;

export interface WebsiteRouteDeps {
  config: Pick<Config, 'mediaBaseUrl' | 'appUrl'>;
  websites: WebsiteRepository;
  media: MediaVerifier;
  /** The processed images a website shows (site-image-lookup.ts), for the editor's live page. */
  imagesFor?: (website: WebsiteContent, accountId: string) => Promise<SiteImageMap>;
}

export async function websiteRoutes(app: FastifyInstance, { config, websites, media, imagesFor }: WebsiteRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const toWebsite = (content: WebsiteContent, accountId: string, websiteVersion: number): Website => ({ ...content, accountId, websiteVersion });

  // The answers last sent, by account, with the revision they show (a save or publish gives a new one);
  // bounded by their bytes (the compressed forms take about half as much again as the JSON).
  const answers = new LRUCache<string, { revision: string; answer: PreparedJson }>({
    maxSize: ANSWER_CACHE_BYTES,
    sizeCalculation: ({ answer }) => Math.ceil(answer.body.length * 1.5),
  });

  // At most one query, and no serialising or compressing while the website is unchanged (decision
  // 0023): the guard does not load the account (config.account false), and the answer is sent as the
  // bytes prepared for this revision. Compression is the answer's own (compress: false). The response
  // schema is checked once per revision, where the bytes are prepared (Fastify sends bytes as they are).
  r.get(
    '/api/website',
    { schema: { querystring: websiteQuerySchema, response: { 200: websiteSchema } }, config: { account: false }, compress: false },
    async (request, reply) => {
      const { userId } = request.user;
      reply.header('cache-control', 'no-store');
      const { content, websiteVersion, revision } = await websites.getWithVersion(userId);
      let known = answers.get(userId);
      if (known?.revision !== revision) {
        known = { revision, answer: new PreparedJson(websiteSchema.parse(toWebsite(content, userId, websiteVersion))) };
        answers.set(userId, known);
      }
      return known.answer.send(request, reply);
    },
  );

  /**
   * `GET /api/website/images`: the variants of the stored website's processed images, so the editor's
   * live page shows the sizes and formats the published page will (not the original upload).
   */
  r.get('/api/website/images', { schema: { response: { 200: websiteImagesResultSchema } }, config: { account: false } }, async (request, reply) => {
    const { userId } = request.user;
    reply.header('cache-control', 'no-store');
    const content = await websites.get(userId);
    return { images: imagesFor ? await imagesFor(content, userId) : {} };
  });

  r.put(
    '/api/website/',
    {
      bodyLimit: WEBSITE_BODY_LIMIT,
      schema: { body: saveWebsiteBodySchema, response: { 200: websiteSchema } },
      // Refuse an announced oversize body before reading it, with a message that says why.
      onRequest: async (request) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > WEBSITE_BODY_LIMIT) {
          throw new HttpError(413, ownerText('refusal.website.tooLarge', { size: describeSize(length), maximum: describeSize(WEBSITE_BODY_LIMIT) }));
        }
      },
    },
    async (request) => {
      const { user, account } = request;
      const input = request.body.input;
      // A client that predates a field leaves it out: it keeps its stored value.
      const content = LATER_FIELD_NAMES.every((name) => name in input)
        ? (input as WebsiteContent)
        : completeWebsiteContent(input, await websites.get(user.userId));
      // A second language (decision 0067, every plan): not the main one, and only texts of cards that are there.
      const translationsRefusal = translationsProblem(content);
      if (translationsRefusal) throw badRequest(translationsRefusal);
      // Our media may only be referenced by its owner, and only once its bytes were checked.
      for (const field of imagesOf(content)) {
        // The pictures the product ships are everyone's (shared/stock-images.ts).
        if (isStockImage(field.value)) continue;
        const target = checkMediaUrl(field.value, user.userId, config.mediaBaseUrl, config.appUrl);
        if (target.kind === 'foreign') {
          throw badRequest(ownerText('refusal.website.notOwnImage', { label: field.label }));
        }
        if (target.kind === 'own') {
          // Checked and processed: a website never references an image whose variants are not all stored.
          const prepared = await media.prepare(target.key, user.userId, IMAGE_WAIT_MS);
          if (!prepared.ok) throw new HttpError(prepared.statusCode, `${field.label}: ${prepared.message}`);
        }
      }
      await websites.save(user.userId, content);
      return toWebsite(content, account.accountId, account.websiteVersion);
    },
  );
}
