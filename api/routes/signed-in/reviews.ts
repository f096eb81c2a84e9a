import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { addReviewSchema } from '../../../domain/rest/shopping.js';
import { MAX_PICTURE_BYTES, MAX_REVIEW_IMAGES, MAX_REVIEW_LENGTH, SHOPPING_MESSAGES } from '../../../domain/shopping.js';
import { badRequest, notFound, tooManyRequests } from '../../errors.js';
import { rowToReview } from '../../mappers/review.js';
import { readMultipartForm } from '../../multipart-form.js';
import { imageExtension, imageProblem } from '../../uploads.js';

const REVIEW_FORM = {
  fields: ['review', 'rating', 'orderId', 'productId'],
  file: {
    field: 'reviewImages',
    maxFiles: MAX_REVIEW_IMAGES,
    maxBytes: MAX_PICTURE_BYTES,
    tooLarge: 'Each photo must be 5 MB or smaller',
    tooMany: SHOPPING_MESSAGES.tooManyImages,
  },
  maxFieldBytes: 8 * MAX_REVIEW_LENGTH,
} as const;

/**
 * POST /product/addReview (multipart, SPEC §7): a rating of 1-5, the review's text, a free-text order id and up to
 * five photos (JPEG, PNG or WebP by their bytes, 5 MB each). A second review by the same buyer replaces the first.
 * Nothing is kept unless all of it is valid.
 */
export const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { limits } = app.settings.auth;
  app.post('/product/addReview', { schema: addReviewSchema }, async (request) => {
    // Counted before the photos are read, and given back if the review is not written.
    const reserved = await app.repos.authEvents.reserve(
      'review',
      [{ subject: `user:${request.user.id}`, max: limits.reviewsPerBuyer }],
      limits.windowMinutes,
    );
    if (!reserved.ok)
      throw tooManyRequests(
        `You have written ${limits.reviewsPerBuyer} reviews in the last ${limits.windowMinutes} minutes. Please try again later.`,
      );
    try {
      return await writeReview(request);
    } catch (error) {
      await app.repos.authEvents.release(reserved.ids);
      throw error;
    }
  });

  async function writeReview(request: FastifyRequest) {
    const form = await readMultipartForm(request, REVIEW_FORM, 'the review (review, rating, orderId, productId and up to 5 reviewImages)');
    const productId = Number(form.fields.productId);
    if (!/^[1-9][0-9]{0,8}$/.test(form.fields.productId ?? '')) throw badRequest('productId must name a product');
    const rating = Number(form.fields.rating);
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw badRequest('rating must be a whole number of stars from 1 to 5');
    const text = (form.fields.review ?? '').trim();
    if (text.length > MAX_REVIEW_LENGTH) throw badRequest(`review must be at most ${MAX_REVIEW_LENGTH} characters`);
    const orderId = (form.fields.orderId ?? '').trim();
    if (orderId.length > 60) throw badRequest('orderId must be at most 60 characters');
    const problem = form.files.map(imageProblem).find((found) => found !== null);
    if (problem === 'type') throw badRequest('Review photos must be JPEG, PNG or WebP images');
    if (problem) throw badRequest(problem);
    const kinds = form.files.map(imageExtension);

    const stored = await Promise.all(form.files.map((bytes, index) => app.photos.put(bytes, kinds[index]!)));
    try {
      const written = await app.repos.reviews.write({
        productId,
        userId: request.user.id,
        rating,
        review: text,
        orderId: orderId || null,
        images: stored.map((image) => image.url),
      });
      if (!written) throw notFound('Product not found');
      await app.catalogueCache.refresh();
      await Promise.all(written.replacedImages.map((url) => app.photos.remove(url)));
      return { message: SHOPPING_MESSAGES.reviewAdded, data: rowToReview(written.review) };
    } catch (error) {
      await Promise.all(stored.map((image) => image.remove()));
      throw error;
    }
  }
};
