import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  previewResponseSchema,
  publishBodySchema,
  publishResponseSchema,
  restoreBodySchema,
  restoreResponseSchema,
  versionLabelBodySchema,
  versionLabelResponseSchema,
  versionPageParamsSchema,
  versionPageResponseSchema,
  versionsQuerySchema,
  versionsResponseSchema,
} from '../../../shared/publish-schema';
import type { PublishService } from './publish-service';

/**
 * GET /api/website/preview, POST /api/website/publish/, GET /api/website/versions,
 * GET /api/website/versions/:version/page, POST /api/website/versions/label/, POST /api/website/restore/, behind the API guard. Every call acts on the caller's own account only
 * (the account id comes from the access token, never from the request), so nobody can touch another's site.
 */
export async function publishRoutes(app: FastifyInstance, { publisher }: { publisher: PublishService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/website/preview', { schema: { response: { 200: previewResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return publisher.preview(request.user);
  });

  r.post('/api/website/publish/', { schema: { body: publishBodySchema, response: { 200: publishResponseSchema } } }, async (request) => {
    return publisher.publish(request.user, request.body.input.hash, request.body.input.label);
  });

  r.get('/api/website/versions', { schema: { querystring: versionsQuerySchema, response: { 200: versionsResponseSchema } }, config: { account: false } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return publisher.versions(request.user.userId, request.query);
  });

  r.post('/api/website/restore/', { schema: { body: restoreBodySchema, response: { 200: restoreResponseSchema } } }, async (request) => {
    return publisher.restore(request.user, request.body.input.version);
  });

  r.post('/api/website/versions/label/', { schema: { body: versionLabelBodySchema, response: { 200: versionLabelResponseSchema } }, config: { account: false } }, async (request) => {
    return publisher.nameVersion(request.user.userId, request.body.input.version, request.body.input.label);
  });

  r.get(
    '/api/website/versions/:version/page',
    { schema: { params: versionPageParamsSchema, response: { 200: versionPageResponseSchema } }, config: { account: false } },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=3600');
      return publisher.versionPage(request.user.userId, request.params.version);
    },
  );
}
