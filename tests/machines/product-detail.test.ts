import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ProductDetail, Review } from '../../domain/product.js';
import { GALLERY_TIMER_EVENT, productDetailMachine } from '../../machines/product-detail.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';
import { detail, product, review } from '../support/shopping-fixtures.js';

type ReviewPage = { reviews: Review[]; pages: number };

function start() {
  const load = controllableActor<ProductDetail, string>();
  const more = controllableActor<ReviewPage, { productId: string; page: number }>();
  const actor = createActor(productDetailMachine.provide({ actors: { loadProduct: load.logic, loadReviews: more.logic } }), {
    input: { productId: '7', summary: product },
  }).start();
  return { actor, load, more };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('product detail machine', () => {
  it('loads the product by its id, showing the card it came from meanwhile', async () => {
    const { actor, load } = start();
    expect(load.last().input).toBe('7');
    expect(actor.getSnapshot().context.summary).toEqual(product);
    load.last().resolve(detail(4));
    await flush();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.product?.construction).toBe('124x64');
  });

  it("opens on the colour its card is listed at (the cheapest in stock), from the card and once loaded; a reload keeps the buyer's choice", async () => {
    const soldOutFirst = { ...product, varieties: [...product.varieties].reverse() };
    const load = controllableActor<ProductDetail, string>();
    const actor = createActor(productDetailMachine.provide({ actors: { loadProduct: load.logic } }), {
      input: { productId: '7', summary: soldOutFirst },
    }).start();
    expect(actor.getSnapshot().context.colorIndex, 'Rust is sold out: Indigo').toBe(1);
    load.last().resolve({ ...detail(0), varieties: soldOutFirst.varieties });
    await flush();
    expect(actor.getSnapshot().context.colorIndex).toBe(1);
    actor.send({ type: 'color.choose', index: 0 });
    actor.send({ type: 'product.reload' });
    load.last().resolve({ ...detail(0), varieties: soldOutFirst.varieties });
    await flush();
    expect(actor.getSnapshot().context.colorIndex, 'the buyer chose the sold-out colour to look at it').toBe(0);
  });

  it('moves the gallery on every 8 s, wrapping; a colour choice shows that colour from its first picture', async () => {
    vi.useFakeTimers();
    const { actor, load } = start();
    load.last().resolve(detail(0));
    await vi.advanceTimersByTimeAsync(0);
    const image = () => actor.getSnapshot().context.imageIndex;
    await vi.advanceTimersByTimeAsync(7999);
    expect(image()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(image()).toBe(1);
    await vi.advanceTimersByTimeAsync(16_000);
    expect(image()).toBe(0);
    actor.send({ type: 'gallery.show', index: 2 });
    await vi.advanceTimersByTimeAsync(7000);
    expect(image(), 'a picture chosen by hand stays its full 8 s').toBe(2);
    actor.send({ type: 'color.choose', index: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ colorIndex: 1, imageIndex: 0 });
    await vi.advanceTimersByTimeAsync(8000);
    expect(image(), 'Rust has one picture').toBe(0);
    actor.send({ type: 'color.choose', index: 5 });
    expect(actor.getSnapshot().context.colorIndex).toBe(1);
  });

  it('shows 2 reviews, 3 more per Load More (fetching the next page when needed), and 2 again on View Less', async () => {
    const { actor, load, more } = start();
    load.last().resolve(detail(6, 2));
    await flush();
    const shown = () => actor.getSnapshot().context.shownReviews;
    expect(shown()).toBe(2);
    actor.send({ type: 'reviews.more' });
    expect(shown()).toBe(5);
    actor.send({ type: 'reviews.more' });
    expect(more.last().input).toEqual({ productId: '7', page: 2 });
    expect(actor.getSnapshot().matches({ ready: { reviews: 'loadingMore' } })).toBe(true);
    more.last().resolve({ reviews: [review(7), review(8)], pages: 2 });
    await flush();
    expect(shown()).toBe(8);
    actor.send({ type: 'reviews.more' });
    expect(more.calls).toHaveLength(1);
    expect(shown()).toBe(8);
    actor.send({ type: 'reviews.less' });
    expect(shown()).toBe(2);
  });

  it('offers to try again when the product cannot load', async () => {
    const { actor, load } = start();
    load.last().reject(new Error('Product not found'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'product.retry' });
    expect(load.calls).toHaveLength(2);
  });

  describe('model', () => {
    modelSuite({
      machine: productDetailMachine,
      input: { productId: '7', summary: null },
      invoked: ['loadProduct', 'loadReviews'],
      outputs: { loadProduct: detail(4, 2), loadReviews: { reviews: [review(5), review(6)], pages: 2 } },
      abstract: (snapshot) => ({
        value: snapshot.value,
        colorIndex: snapshot.context.colorIndex,
        imageIndex: snapshot.context.imageIndex,
        shownReviews: snapshot.context.shownReviews,
        reviews: snapshot.context.reviews.length,
      }),
      events: [
        { type: 'product.retry' },
        { type: 'product.reload' },
        { type: 'color.choose', index: 1 },
        { type: 'color.choose', index: 0 },
        { type: 'gallery.show', index: 2 },
        { type: GALLERY_TIMER_EVENT },
        { type: 'reviews.more' },
        { type: 'reviews.less' },
      ],
      checks:
        () =>
        ({ after }) => {
          const { context } = after;
          if (!context.product) return;
          expect(context.imageIndex).toBeLessThan(Math.max(context.product.varieties[context.colorIndex]!.images.length, 1));
          expect(context.shownReviews).toBeLessThanOrEqual(Math.max(context.reviews.length, 2));
        },
    });
  });
});
