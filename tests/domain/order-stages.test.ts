import { describe, expect, it } from 'vitest';
import {
  advanceProblem,
  buyerCancelProblem,
  buyerMayCancel,
  CANCEL_WINDOW_HOURS,
  mayMove,
  nextStage,
  orderMoveProblem,
} from '../../domain/order-stages.js';

const placed = new Date('2026-12-01T04:00:00Z');
const hoursLater = (hours: number) => new Date(placed.getTime() + hours * 60 * 60 * 1000);

describe('the order’s transition table', () => {
  it('moves an order along its stages, one at a time, to the end of the road', () => {
    expect(nextStage('Ordered Placed')).toBe('Ongoing');
    expect(nextStage('Ongoing')).toBe('Shipped');
    expect(nextStage('Shipped')).toBe('Delivered');
    expect(nextStage('Delivered')).toBeNull();
    expect(nextStage('Cancelled')).toBeNull();
    expect(nextStage('Pending')).toBeNull();
    expect(advanceProblem('Delivered')).toBe('This order is Delivered: it has no next stage.');
    expect(advanceProblem('Ongoing')).toBeNull();
  });

  it('lets the buyer cancel at Ordered Placed within the window only, saying why not', () => {
    expect(buyerMayCancel('Ordered Placed', placed, hoursLater(CANCEL_WINDOW_HOURS - 0.01))).toBe(true);
    expect(buyerMayCancel('Ordered Placed', placed, hoursLater(CANCEL_WINDOW_HOURS))).toBe(false);
    expect(buyerCancelProblem('Ordered Placed', placed, hoursLater(13))).toBe('Orders can be cancelled only within 12 hours of ordering.');
    expect(buyerCancelProblem('Ongoing', placed, hoursLater(1))).toBe('This order is Ongoing and can no longer be cancelled.');
    expect(buyerCancelProblem('Cancelled', placed, hoursLater(1))).toBe('This order is already cancelled and can no longer be cancelled.');
    expect(buyerCancelProblem('Ordered Placed', placed, hoursLater(1))).toBeNull();
  });

  it('lets an operator cancel until it ships, delay until it is delivered, and change a consignment only on the road', () => {
    expect(mayMove('Ongoing', 'cancelByOperator')).toBe(true);
    expect(orderMoveProblem('Shipped', 'cancelByOperator')).toBe('This order is Shipped and can no longer be cancelled.');
    expect(mayMove('Ongoing', 'cancelWithIrn')).toBe(true);
    expect(mayMove('Shipped', 'cancelWithIrn')).toBe(false);
    expect(mayMove('Shipped', 'delay')).toBe(true);
    expect(orderMoveProblem('Delivered', 'delay')).toBe('This order is Delivered: it cannot be delayed.');
    expect(orderMoveProblem('Pending', 'delay')).toBe('This order is Pending: it cannot be delayed.');
    expect(mayMove('Shipped', 'changeConsignment')).toBe(true);
    expect(mayMove('Delivered', 'changeConsignment')).toBe(false);
  });
});
