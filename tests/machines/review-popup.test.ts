import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Review } from '../../domain/product.js';
import { reviewPopupMachine, reviewProblems, type ReviewDraft } from '../../machines/review-popup.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';
import { review } from '../support/shopping-fixtures.js';

const photo = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

function start() {
  const add = controllableActor<Review, ReviewDraft>();
  const notify = vi.fn();
  const reviewAdded = vi.fn();
  const actor = createActor(
    reviewPopupMachine.provide({
      actors: { addReview: add.logic },
      actions: { notify: (_, notice) => notify(notice), reviewAdded: (_, value) => reviewAdded(value) },
    }),
    { input: { productId: '7' } },
  ).start();
  return { actor, add, notify, reviewAdded };
}

describe('review popup machine', () => {
  it('a submit with something missing says next to each field what it needs, and sends nothing', () => {
    const { actor, add, notify } = start();
    actor.send({ type: 'review.submit' });
    expect(add.calls).toHaveLength(0);
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Please Fill All Details' });
    expect(actor.getSnapshot().context.showProblems).toBe(true);
    expect(reviewProblems(actor.getSnapshot().context)).toEqual({
      rating: 'Choose from 1 to 5 stars.',
      review: 'Write a few words about the fabric.',
    });
    actor.send({ type: 'rating.change', rating: 4 });
    expect(reviewProblems(actor.getSnapshot().context)).toEqual({ review: 'Write a few words about the fabric.' });
  });

  it("sends the review with its photos, says 'Review Added Successfully' and closes; it cannot close while uploading", async () => {
    const { actor, add, notify, reviewAdded } = start();
    actor.send({ type: 'rating.change', rating: 4 });
    actor.send({ type: 'review.change', review: 'Even weave, true colour.' });
    actor.send({ type: 'orderId.change', orderId: 'ORD-12' });
    actor.send({ type: 'images.add', images: [photo(), photo()] });
    actor.send({ type: 'review.submit' });
    expect(add.last().input).toMatchObject({ productId: '7', rating: 4, review: 'Even weave, true colour.', orderId: 'ORD-12' });
    expect(add.last().input.images).toHaveLength(2);
    actor.send({ type: 'review.close' });
    expect(actor.getSnapshot().value).toBe('uploading');
    add.last().resolve(review(9));
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(reviewAdded).toHaveBeenCalledWith(review(9));
    expect(notify).toHaveBeenLastCalledWith({ kind: 'success', message: 'Review Added Successfully' });
  });

  it("keeps at most 5 photos ('You can only upload 5 images') and asks for the rating and text", () => {
    const { actor, add, notify } = start();
    actor.send({ type: 'images.add', images: [photo(), photo(), photo(), photo()] });
    actor.send({ type: 'images.add', images: [photo(), photo()] });
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'You can only upload 5 images' });
    expect(actor.getSnapshot().context.images).toHaveLength(4);
    actor.send({ type: 'image.remove', index: 0 });
    expect(actor.getSnapshot().context.images).toHaveLength(3);
    actor.send({ type: 'review.change', review: 'Nice' });
    actor.send({ type: 'review.submit' });
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Please Fill All Details' });
    expect(add.calls).toHaveLength(0);
  });

  it("shows the server's message, or 'Failed to add review', and keeps the draft", async () => {
    const { actor, add, notify } = start();
    actor.send({ type: 'rating.change', rating: 5 });
    actor.send({ type: 'review.change', review: 'Lovely' });
    actor.send({ type: 'review.submit' });
    add.last().reject(new TypeError('Failed to fetch'));
    await flush();
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Failed to add review' });
    expect(actor.getSnapshot().context).toMatchObject({ rating: 5, review: 'Lovely' });
  });

  describe('model', () => {
    modelSuite({
      machine: reviewPopupMachine,
      input: { productId: '7' },
      invoked: ['addReview'],
      outputs: { addReview: review(3) },
      abstract: (snapshot) => ({
        value: snapshot.value,
        status: snapshot.status,
        rated: snapshot.context.rating > 0,
        written: snapshot.context.review !== '',
        images: snapshot.context.images.length,
      }),
      events: [
        { type: 'rating.change', rating: 5 },
        { type: 'review.change', review: 'Good' },
        { type: 'orderId.change', orderId: 'A1' },
        { type: 'images.add', images: [photo(), photo(), photo()] },
        { type: 'image.remove', index: 0 },
        { type: 'review.submit' },
        { type: 'review.close' },
      ],
      checks:
        () =>
        ({ after }) => {
          expect(after.context.images.length).toBeLessThanOrEqual(5);
        },
    });
  });
});
