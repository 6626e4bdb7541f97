import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { googleReviewPicksSchema, googleReviewsSchema, pendingReviewListSchema, reviewParamsSchema, reviewRequestBodySchema, reviewRequestSchema, reviewTokenParamsSchema } from '../../../shared/review-requests';
import type { WebsiteRepository } from '../website/website-repository';
import { reviewPosterPdf, reviewQrPng } from './review-poster';
import type { ReviewRequests } from './review-requests';

/** "Ask for a review" and the reviews waiting for approval (behind the API guard; every query names the caller's account). */
export async function reviewRoutes(app: FastifyInstance, { reviews, websites }: { reviews: ReviewRequests; websites: WebsiteRepository }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/reviews/requests', { schema: { body: reviewRequestBodySchema, response: { 200: reviewRequestSchema } } }, async (request) =>
    reviews.create(request.account.accountId, request.body.input.leadId, request.body.input.bookingId),
  );

  r.get('/api/reviews/requests/:token/qr.png', { schema: { params: reviewTokenParamsSchema } }, async (request, reply) => {
    const { url } = await reviews.find(request.account.accountId, request.params.token);
    return reply
      .header('content-type', 'image/png')
      .header('content-disposition', 'attachment; filename="review-qr-code.png"')
      .header('cache-control', 'private, no-store')
      .send(await reviewQrPng(url));
  });

  r.get('/api/reviews/requests/:token/poster.pdf', { schema: { params: reviewTokenParamsSchema } }, async (request, reply) => {
    const { url } = await reviews.find(request.account.accountId, request.params.token);
    const { companyName } = await websites.get(request.account.accountId);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'attachment; filename="review-poster.pdf"')
      .header('cache-control', 'private, no-store')
      .send(await reviewPosterPdf(companyName.trim(), url));
  });

  r.get('/api/reviews/google', { schema: { response: { 200: googleReviewsSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return reviews.googleReviews(request.account.accountId);
  });

  r.post('/api/reviews/google', { schema: { body: googleReviewPicksSchema } }, async (request) => ({
    added: await reviews.addGoogleReviews(request.account.accountId, request.body.input.picks),
  }));

  r.get('/api/reviews/pending', { schema: { response: { 200: pendingReviewListSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const [pending, placeId] = await Promise.all([reviews.pending(request.account.accountId), reviews.googlePlaceId(request.account.accountId)]);
    return { reviews: pending, google: placeId !== undefined };
  });

  r.post('/api/reviews/:reviewId/approve', { schema: { params: reviewParamsSchema } }, async (request, reply) => {
    await reviews.approve(request.account.accountId, request.params.reviewId);
    return reply.status(204).send();
  });

  r.delete('/api/reviews/:reviewId', { schema: { params: reviewParamsSchema } }, async (request, reply) => {
    await reviews.dismiss(request.account.accountId, request.params.reviewId);
    return reply.status(204).send();
  });
}
