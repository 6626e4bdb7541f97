import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_PUSH_DEVICES, PUSH_MESSAGES, pushParamsSchema, pushStateSchema, pushSubscribeBodySchema } from '../../../shared/push-schema';
import { describeDevice } from '../../auth/account-notices';
import { badRequest, notFound } from '../../errors';
import { endpointProblem, type OwnerPush } from './owner-push';

/** "Notifications on this device" on /account (behind the API guard; every query names the caller's account). */
export async function pushRoutes(app: FastifyInstance, { push, allowLoopback }: { push: OwnerPush; allowLoopback: boolean }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/push', { schema: { response: { 200: pushStateSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { publicKey: push.publicKey, devices: await push.devices(request.account.accountId) };
  });

  r.post('/api/push/subscriptions', { schema: { body: pushSubscribeBodySchema, response: { 200: pushStateSchema } } }, async (request) => {
    const { input } = request.body;
    if (endpointProblem(input.endpoint, allowLoopback)) throw badRequest(PUSH_MESSAGES.badSubscription);
    const accountId = request.account.accountId;
    const devices = await push.devices(accountId);
    if (devices.length >= MAX_PUSH_DEVICES) throw badRequest(PUSH_MESSAGES.tooMany);
    await push.subscribe(accountId, input, describeDevice(request.headers['user-agent']));
    return { publicKey: push.publicKey, devices: await push.devices(accountId) };
  });

  r.delete('/api/push/subscriptions/:subscriptionId', { schema: { params: pushParamsSchema } }, async (request, reply) => {
    if (!(await push.remove(request.account.accountId, request.params.subscriptionId))) throw notFound(PUSH_MESSAGES.noSuchDevice);
    return reply.status(204).send();
  });
}
