import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeBase64Utf8, isProfessional } from '../../../shared/account';
import { accountPatchSchema, accountQuerySchema, fullNameSchema } from '../../../shared/account-schema';
import { badRequest, forbidden, notFound } from '../../errors';
import type { AccountRepository } from './account-repository';

export async function accountRoutes(app: FastifyInstance, { accounts }: { accounts: AccountRepository }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/account', { schema: { querystring: accountQuerySchema } }, async (request) => {
    const user = await app.requireUser(request);
    let metaFullName: string | undefined;
    const encoded = request.query.metaFullName;
    if (encoded) {
      const decoded = decodeBase64Utf8(encoded);
      if (decoded === undefined) throw badRequest('metaFullName: must be base64-encoded UTF-8 text.');
      const name = fullNameSchema.safeParse(decoded);
      if (!name.success) throw badRequest(`metaFullName: ${name.error.issues[0]?.message ?? 'invalid name'}`);
      metaFullName = name.data;
    }
    return accounts.ensure(user.userId, user.email, metaFullName);
  });

  r.patch('/api/account/', { schema: { body: accountPatchSchema } }, async (request) => {
    const user = await app.requireUser(request);
    const current = await accounts.ensure(user.userId, user.email, undefined);
    const input = request.body.input;
    if ('fullName' in input) {
      return (await accounts.setFullName(user.userId, input.fullName)) ?? Promise.reject(notFound('Account not found.'));
    }
    if (!isProfessional(current)) {
      throw forbidden('Analytics is part of the Professional plan. Upgrade on the Plans page to add a Google tag.');
    }
    const tag = input.websiteGoogleTag || null;
    return (await accounts.setGoogleTag(user.userId, tag)) ?? Promise.reject(notFound('Account not found.'));
  });
}
