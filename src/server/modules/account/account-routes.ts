import { ownerText } from '../../../shared/i18n/owner-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeBase64Utf8, isProfessional } from '../../../shared/account';
import { accountPatchSchema, accountQuerySchema, accountSchema, fullNameSchema } from '../../../shared/account-schema';
import { badRequest, forbidden, notFound } from '../../errors';
import type { AccountRepository } from './account-repository';

/** GET /api/account and PATCH /api/account/: the caller's own account (behind the API guard). */
export async function accountRoutes(app: FastifyInstance, { accounts }: { accounts: AccountRepository }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/account', { schema: { querystring: accountQuerySchema, response: { 200: accountSchema } } }, async (request) => {
    const encoded = request.query.metaFullName;
    if (!encoded) return request.account;
    const decoded = decodeBase64Utf8(encoded);
    if (decoded === undefined) throw badRequest(ownerText('refusal.account.theNameFromSign'));
    const name = fullNameSchema.safeParse(decoded);
    if (!name.success) throw badRequest(ownerText('refusal.account.signInName', { problem: name.error.issues[0]?.message ?? ownerText('refusal.account.notAValidName') }));
    // The sign-in metadata name (e.g. Google's) fills an empty name; a name the owner chose stays. Not
    // while an operator views the account as its owner (issue 27): that is read-only.
    if (request.account.fullName || request.user.viewedBy !== undefined) return request.account;
    return (await accounts.fillEmptyName(request.account.accountId, name.data)) ?? Promise.reject(notFound(ownerText('refusal.account.accountNotFound')));
  });

  r.patch('/api/account/', { schema: { body: accountPatchSchema, response: { 200: accountSchema } } }, async (request) => {
    const { account } = request;
    const input = request.body.input;
    if ('fullName' in input) {
      return (await accounts.setFullName(account.accountId, input.fullName)) ?? Promise.reject(notFound(ownerText('refusal.account.accountNotFound')));
    }
    if (!isProfessional(account)) {
      throw forbidden(ownerText('refusal.account.analyticsIsPartOf'));
    }
    const tag = input.websiteGoogleTag || null;
    return (await accounts.setGoogleTag(account.accountId, tag)) ?? Promise.reject(notFound(ownerText('refusal.account.accountNotFound')));
  });
}
