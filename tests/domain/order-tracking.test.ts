import { describe, expect, it } from 'vitest';
import { luhnValid, priceBreakdown } from '../../domain/checkout.js';
import { trackingTimeline } from '../../domain/order.js';
import type { TrackingEntry } from '../../src/graphql/generated.js';

const entry = (status: string, isError = false, message = status): TrackingEntry => ({
  status,
  message,
  time: '2026-11-22T10:00:00.000Z',
  isError,
  isActive: true,
});

describe('SPEC §4 tracking timeline', () => {
  it("shows the five stages, 'Your Order is not {stage} yet' for those not reached", () => {
    const rows = trackingTimeline([entry('Ordered Placed')]);
    expect(rows.map((row) => (row.kind === 'placeholder' ? row.text : row.kind === 'stage' ? row.stage : 'error'))).toEqual([
      'Ordered Placed',
      'Your Order is not Ongoing yet',
      'Your Order is not Shipped yet',
      'Your Order is not Delivered yet',
      'Your order has not been cancelled',
    ]);
  });

  it('puts a delay right after the last stage reached', () => {
    const rows = trackingTimeline([entry('Ordered Placed'), entry('Ongoing'), entry('Ongoing', true, 'Held by rain')]);
    expect(rows.map((row) => row.kind)).toEqual(['stage', 'stage', 'error', 'placeholder', 'placeholder', 'placeholder']);
    expect(rows[2]).toMatchObject({ kind: 'error', entry: { message: 'Held by rain' } });
  });

  it('keeps a delay under the stage it was recorded at: a delay while Ongoing stays under Ongoing once the order ships', () => {
    const rows = trackingTimeline([
      entry('Ordered Placed'),
      entry('Ongoing'),
      entry('Ongoing', true, 'Loom breakdown at the mill'),
      entry('Shipped'),
      entry('Shipped', true, 'Held at the Nashik checkpost'),
    ]);
    expect(rows.map((row) => (row.kind === 'placeholder' ? row.text : row.kind === 'stage' ? row.stage : row.entry.message))).toEqual([
      'Ordered Placed',
      'Ongoing',
      'Loom breakdown at the mill',
      'Shipped',
      'Held at the Nashik checkpost',
      'Your Order is not Delivered yet',
      'Your order has not been cancelled',
    ]);
  });

  it('keeps the entry that reached a stage, and a later one at that stage (another vehicle) as a note under it', () => {
    const rows = trackingTimeline([
      entry('Ordered Placed'),
      entry('Ongoing'),
      entry('Shipped', false, 'Your order is shipped: VRL Logistics, LR/AWB VRL-1.'),
      entry('Shipped', false, 'Now moving in vehicle GJ05CD4321 (breakdown): Axle broke near Vapi.'),
    ]);
    expect(rows[2]).toMatchObject({
      kind: 'stage',
      stage: 'Shipped',
      entry: { message: 'Your order is shipped: VRL Logistics, LR/AWB VRL-1.' },
    });
    expect(rows[3]).toMatchObject({
      kind: 'note',
      entry: { message: 'Now moving in vehicle GJ05CD4321 (breakdown): Axle broke near Vapi.' },
    });
    expect(rows[4]).toMatchObject({ kind: 'placeholder', stage: 'Delivered' });
  });

  it('shows only errors and placeholders when nothing is reached (Pending)', () => {
    expect(trackingTimeline([]).every((row) => row.kind === 'placeholder')).toBe(true);
  });
});

describe('checkout rules', () => {
  it('checks card numbers with Luhn', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('41111')).toBe(false);
  });

  it('adds shipping and tax to the subtotal (SPEC §9)', () => {
    expect(priceBreakdown(123_650, 850, 12_365)).toEqual({
      subtotalPaise: 123_650,
      shippingPaise: 850,
      taxPaise: 12_365,
      totalPaise: 136_865,
    });
  });
});
