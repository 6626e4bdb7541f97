import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The API's description, generated from the routes' zod schemas, at /api/docs. */
async function apiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: { info: { title: 'Website Works API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

export default fp(apiDocs, { name: 'api-docs' });
