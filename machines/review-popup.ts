import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from '../domain/notice.js';
import { messageOf } from '../domain/notice.js';
import type { Review } from '../domain/product.js';
import { MAX_REVIEW_IMAGES, SHOPPING_MESSAGES } from '../domain/shopping.js';

export interface ReviewDraft {
  productId: string;
  rating: number;
  review: string;
  orderId: string;
  images: Blob[];
}

export interface ReviewPopupContext extends ReviewDraft {
  /** Submit was pressed with something missing: each field now says what it needs. */
  showProblems: boolean;
}

/** What a review still needs, by field, said next to each (SPEC's 'Please Fill All Details' is said too). */
export function reviewProblems(draft: Pick<ReviewDraft, 'rating' | 'review'>): Partial<Record<'rating' | 'review', string>> {
  return {
    ...(draft.rating >= 1 && draft.rating <= 5 ? {} : { rating: 'Choose from 1 to 5 stars.' }),
    ...(draft.review.trim() !== '' ? {} : { review: 'Write a few words about the fabric.' }),
  };
}

export type ReviewPopupEvent =
  | { type: 'rating.change'; rating: number }
  | { type: 'review.change'; review: string }
  | { type: 'orderId.change'; orderId: string }
  | { type: 'images.add'; images: Blob[] }
  | { type: 'image.remove'; index: number }
  | { type: 'review.submit' }
  | { type: 'review.close' };

/**
 * SPEC §2.12 and §4 review popup: text, 1-5 stars, a free-text order id, up to 5 photos ('You can only upload 5
 * images'); a missing rating or text says 'Please Fill All Details' and, next to each field, what it needs; it cannot
 * be closed while uploading.
 */
export const reviewPopupMachine = setup({
  types: { context: {} as ReviewPopupContext, events: {} as ReviewPopupEvent, input: {} as { productId: string } },
  actors: {
    addReview: fromPromise<Review, ReviewDraft>(async () => {
      throw new Error('addReview must be provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    reviewAdded: (_, _review: Review) => {},
    closed: () => {},
  },
  guards: {
    complete: ({ context }) => Object.keys(reviewProblems(context)).length === 0,
    roomForImages: ({ context, event }) => event.type === 'images.add' && context.images.length + event.images.length <= MAX_REVIEW_IMAGES,
  },
}).createMachine({
  id: 'reviewPopup',
  context: ({ input }) => ({ productId: input.productId, rating: 0, review: '', orderId: '', images: [], showProblems: false }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'rating.change': { actions: assign({ rating: ({ event }) => Math.min(5, Math.max(0, Math.round(event.rating))) }) },
        'review.change': { actions: assign({ review: ({ event }) => event.review }) },
        'orderId.change': { actions: assign({ orderId: ({ event }) => event.orderId }) },
        'images.add': [
          { guard: 'roomForImages', actions: assign({ images: ({ context, event }) => [...context.images, ...event.images] }) },
          { actions: { type: 'notify', params: { kind: 'error', message: SHOPPING_MESSAGES.tooManyImages } } },
        ],
        'image.remove': { actions: assign({ images: ({ context, event }) => context.images.filter((_, index) => index !== event.index) }) },
        'review.submit': [
          { guard: 'complete', target: 'uploading' },
          {
            actions: [
              assign({ showProblems: true }),
              { type: 'notify', params: { kind: 'error', message: SHOPPING_MESSAGES.fillAllDetails } },
            ],
          },
        ],
        'review.close': 'closed',
      },
    },
    uploading: {
      invoke: {
        id: 'addReview',
        src: 'addReview',
        input: ({ context }): ReviewDraft => ({
          productId: context.productId,
          rating: context.rating,
          review: context.review,
          orderId: context.orderId,
          images: context.images,
        }),
        onDone: {
          target: 'closed',
          actions: [
            { type: 'reviewAdded', params: ({ event }) => event.output },
            { type: 'notify', params: { kind: 'success', message: SHOPPING_MESSAGES.reviewAdded } },
          ],
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, SHOPPING_MESSAGES.reviewFailed) }),
          },
        },
      },
    },
    // The view is told the popup has closed (a provided action), and takes it away.
    closed: { type: 'final', entry: 'closed' },
  },
});
