import { assign, fromPromise, setup } from 'xstate';
import { listedVariety, type ProductDetail, type ProductSummary, type Review } from '../domain/product.js';
import { GALLERY_ROTATION_MS, REVIEWS_PER_LOAD_MORE, REVIEWS_SHOWN_FIRST } from '../domain/shopping.js';

export interface ProductDetailInput {
  productId: string;
  /** The card the buyer came from (navigation state), shown while the full product loads. */
  summary?: ProductSummary | null;
}

export interface ProductDetailContext {
  productId: string;
  summary: ProductSummary | null;
  product: ProductDetail | null;
  colorIndex: number;
  imageIndex: number;
  /** Reviews loaded so far, newest first, and how many are shown. */
  reviews: Review[];
  reviewPages: number;
  loadedReviewPages: number;
  shownReviews: number;
}

export type ProductDetailEvent =
  | { type: 'product.retry' }
  | { type: 'product.reload' }
  | { type: 'color.choose'; index: number }
  | { type: 'gallery.show'; index: number }
  | { type: 'reviews.more' }
  | { type: 'reviews.less' };

export const GALLERY_TIMER_EVENT = `xstate.after.${GALLERY_ROTATION_MS}.productDetail.ready.gallery.rotating`;

const imagesOf = (context: ProductDetailContext) => context.product?.varieties[context.colorIndex]?.images ?? [];

/**
 * SPEC §2.6 and §4 product detail: loads by id (a reload or a shared link works); the gallery moves on every 8 s,
 * wrapping; a colour choice shows that colour's pictures; reviews show 2 first, 3 more per Load More (fetching the next
 * page when the loaded ones run out) and back to 2 by View Less.
 */
export const productDetailMachine = setup({
  types: { context: {} as ProductDetailContext, events: {} as ProductDetailEvent, input: {} as ProductDetailInput },
  actors: {
    loadProduct: fromPromise<ProductDetail, string>(async () => {
      throw new Error('loadProduct must be provided');
    }),
    loadReviews: fromPromise<{ reviews: Review[]; pages: number }, { productId: string; page: number }>(async () => {
      throw new Error('loadReviews must be provided');
    }),
  },
  guards: {
    knownColour: ({ context, event }) =>
      event.type === 'color.choose' && event.index >= 0 && event.index < (context.product?.varieties.length ?? 0),
    knownPicture: ({ context, event }) => event.type === 'gallery.show' && event.index >= 0 && event.index < imagesOf(context).length,
    moreLoaded: ({ context }) =>
      context.shownReviews + REVIEWS_PER_LOAD_MORE <= context.reviews.length || context.loadedReviewPages >= context.reviewPages,
    hasMore: ({ context }) => context.shownReviews < context.reviews.length || context.loadedReviewPages < context.reviewPages,
  },
}).createMachine({
  id: 'productDetail',
  context: ({ input }) => ({
    productId: input.productId,
    summary: input.summary ?? null,
    product: null,
    colorIndex: listedVariety(input.summary?.varieties ?? []),
    imageIndex: 0,
    reviews: [],
    reviewPages: 0,
    loadedReviewPages: 0,
    shownReviews: REVIEWS_SHOWN_FIRST,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProduct',
        src: 'loadProduct',
        input: ({ context }) => context.productId,
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            product: event.output,
            reviews: event.output.reviews,
            reviewPages: event.output.reviewPages ?? 1,
            loadedReviewPages: 1,
            shownReviews: REVIEWS_SHOWN_FIRST,
            // First load: the colour the fabric is listed at (its card shows that price); a reload keeps the buyer's choice.
            colorIndex:
              context.product === null
                ? listedVariety(event.output.varieties)
                : Math.min(context.colorIndex, Math.max(event.output.varieties.length - 1, 0)),
            imageIndex: 0,
          })),
        },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'product.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      on: {
        'product.reload': 'loading',
        'color.choose': {
          guard: 'knownColour',
          actions: assign({ colorIndex: ({ event }) => event.index, imageIndex: 0 }),
        },
      },
      states: {
        gallery: {
          initial: 'rotating',
          states: {
            rotating: {
              after: {
                [GALLERY_ROTATION_MS]: {
                  target: 'rotating',
                  reenter: true,
                  actions: assign({ imageIndex: ({ context }) => (context.imageIndex + 1) % Math.max(imagesOf(context).length, 1) }),
                },
              },
              on: {
                // A picture chosen by hand stays its full 8 s.
                'gallery.show': {
                  guard: 'knownPicture',
                  target: 'rotating',
                  reenter: true,
                  actions: assign({ imageIndex: ({ event }) => event.index }),
                },
              },
            },
          },
        },
        reviews: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'reviews.more': [
                  {
                    guard: 'moreLoaded',
                    actions: assign({
                      shownReviews: ({ context }) => Math.min(context.shownReviews + REVIEWS_PER_LOAD_MORE, context.reviews.length),
                    }),
                  },
                  { guard: 'hasMore', target: 'loadingMore' },
                ],
                'reviews.less': { actions: assign({ shownReviews: REVIEWS_SHOWN_FIRST }) },
              },
            },
            loadingMore: {
              invoke: {
                id: 'loadReviews',
                src: 'loadReviews',
                input: ({ context }) => ({ productId: context.productId, page: context.loadedReviewPages + 1 }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    const reviews = [
                      ...context.reviews,
                      ...event.output.reviews.filter((review) => !context.reviews.some((known) => known.id === review.id)),
                    ];
                    return {
                      reviews,
                      reviewPages: event.output.pages,
                      loadedReviewPages: context.loadedReviewPages + 1,
                      shownReviews: Math.min(context.shownReviews + REVIEWS_PER_LOAD_MORE, reviews.length),
                    };
                  }),
                },
                // SPEC §8: product fetch failures are silent; Load More stays offered.
                onError: 'idle',
              },
            },
          },
        },
      },
    },
  },
});
