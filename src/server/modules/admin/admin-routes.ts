import { ownerText } from '../../../shared/i18n/owner-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES, OPERATOR_IDLE_MINUTES } from '../../../shared/admin';
import {
  accountDetailSchema,
  accountParamsSchema,
  auditListSchema,
  auditQuerySchema,
  cancelBodySchema,
  cancelResultSchema,
  customerEmailBodySchema,
  okSchema,
  operatorSchema,
  reauthenticateBodySchema,
  reportListSchema,
  reportParamsSchema,
  reportsQuerySchema,
  reportStatusBodySchema,
  restoreBodySchema,
  searchQuerySchema,
  searchResultSchema,
  suspendBodySchema,
  viewAsBodySchema,
} from '../../../shared/admin-schema';
import { notFound, notFoundAnswer } from '../../errors';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ReportRepository } from '../reports/report-repository';
import type { AccountLookup } from './account-lookup';
import type { AuditLog } from './audit-log';
import type { BillingHelp } from './billing-help';
import type { Operator, OperatorGate } from './operator-access';
import type { SiteSuspension } from './site-suspension';
import type { ViewAsOwner } from './view-as';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator calling the console (set by its gate: only routes registered behind it may read it). */
    operator: Operator;
  }
  interface FastifyContextConfig {
    /** The console's password prompt: allowed while the console is idle. */
    operatorIdleOk?: true;
  }
}

export interface AdminRouteDeps {
  gate: OperatorGate;
  db: Kysely<DB>;
  audit: AuditLog;
  lookup: AccountLookup;
  suspension: SiteSuspension;
  billing: BillingHelp;
  reports: ReportRepository;
  viewAs: ViewAsOwner;
}

/** Hidden from the API's public description: to everyone but an operator, /api/admin does not exist. */
const hide = { hide: true } as const;

/**
 * The operator console's API (issue 27): /api/admin/*, behind its own gate (operator-access.ts), which
 * answers anyone who is not an operator exactly as an unknown address is answered (404), before the
 * route reads anything of the request. Every action, searches and account views included, is recorded
 * in the audit log.
 */
export async function adminRoutes(app: FastifyInstance, deps: AdminRouteDeps) {
  const { gate, audit, lookup, suspension, billing, reports, viewAs } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  app.decorateRequest('operator', null as unknown as Operator);
  app.addHook('onRequest', async (request, reply) => {
    const access = await gate.operatorAccess(request, { idleOk: request.routeOptions.config.operatorIdleOk === true });
    if (access.kind === 'not-found') return notFoundAnswer(request, reply);
    reply.header('cache-control', 'no-store');
    if (access.kind === 'needs-second-factor') return reply.status(403).send({ errorMessage: ADMIN_MESSAGES.needsSecondFactor });
    if (access.kind === 'idle') return reply.status(401).send({ errorMessage: ADMIN_MESSAGES.idle, reauthenticate: true });
    request.operator = access.operator;
  });

  r.get('/api/admin/me', { schema: { ...hide, response: { 200: operatorSchema } } }, async (request) => ({
    email: request.operator.email,
    idleMinutes: OPERATOR_IDLE_MINUTES,
  }));

  r.post(
    '/api/admin/reauthenticate',
    { schema: { ...hide, body: reauthenticateBodySchema, response: { 200: okSchema } }, config: { operatorIdleOk: true } },
    async (request) => {
      await gate.reauthenticate(request.operator, request.body.input.password);
      return { ok: true as const };
    },
  );

  r.get('/api/admin/accounts', { schema: { ...hide, querystring: searchQuerySchema, response: { 200: searchResultSchema } } }, async (request) => {
    const result = await lookup.search(request.query.q);
    await audit.record(request.operator, { action: 'search', subject: request.query.q, details: { results: result.accounts.length, more: result.more } });
    return result;
  });

  r.get('/api/admin/accounts/:accountId', { schema: { ...hide, params: accountParamsSchema, response: { 200: accountDetailSchema } } }, async (request) => {
    const detail = await lookup.detail(request.params.accountId);
    await audit.recordLook(request.operator, { action: 'account.viewed', accountId: request.params.accountId });
    return detail;
  });

  r.post('/api/admin/accounts/:accountId/suspend', { schema: { ...hide, params: accountParamsSchema, body: suspendBodySchema, response: { 200: okSchema } } }, async (request) => {
    await suspension.suspend(request.operator, request.params.accountId, request.body.input.reason);
    return { ok: true as const };
  });

  r.post('/api/admin/accounts/:accountId/restore', { schema: { ...hide, params: accountParamsSchema, body: restoreBodySchema, response: { 200: okSchema } } }, async (request) => {
    await suspension.restore(request.operator, request.params.accountId, request.body.input.reason);
    return { ok: true as const };
  });

  r.post(
    '/api/admin/accounts/:accountId/subscription/cancel',
    { schema: { ...hide, params: accountParamsSchema, body: cancelBodySchema, response: { 200: cancelResultSchema } } },
    async (request) => billing.cancel(request.operator, request.params.accountId, request.body.input),
  );

  r.post(
    '/api/admin/accounts/:accountId/subscription/email',
    { schema: { ...hide, params: accountParamsSchema, body: customerEmailBodySchema, response: { 200: okSchema } } },
    async (request) => {
      await billing.updateCustomerEmail(request.operator, request.params.accountId, request.body.input.email, request.body.input.reason);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/admin/accounts/:accountId/view-as',
    { schema: { ...hide, params: accountParamsSchema, body: viewAsBodySchema, response: { 200: okSchema } } },
    async (request, reply) => {
      const cookies = await viewAs.start(request, request.operator, request.params.accountId, request.body.input.reason);
      reply.header('set-cookie', cookies);
      return { ok: true as const };
    },
  );

  r.get('/api/admin/reports', { schema: { ...hide, querystring: reportsQuerySchema, response: { 200: reportListSchema } } }, async (request) => {
    const list = await reports.list({ status: request.query.status, before: request.query.before, limit: 50 });
    await audit.recordLook(request.operator, { action: 'reports.listed', details: { status: request.query.status, shown: list.reports.length } });
    return list;
  });

  r.post(
    '/api/admin/reports/:reportId',
    { schema: { ...hide, params: reportParamsSchema, body: reportStatusBodySchema, response: { 200: okSchema } } },
    async (request) => {
      const { status, note } = request.body.input;
      await deps.db.transaction().execute(async (trx) => {
        const changed = await reports.setStatus(trx, request.params.reportId, { status, note: note ?? null, by: request.operator.email });
        if (!changed) throw notFound(ownerText('refusal.admin.thereIsNoSuch'));
        await audit.record(
          request.operator,
          { action: 'report.status_changed', accountId: changed.accountId, subject: request.params.reportId, reason: note ?? null, details: { from: changed.previous, to: status } },
          trx,
        );
      });
      return { ok: true as const };
    },
  );

  r.get('/api/admin/audit', { schema: { ...hide, querystring: auditQuerySchema, response: { 200: auditListSchema } } }, async (request) => audit.list(request.query));
}
