// An order's life: one transition table guards the server (409 with the buyer's sentence), says what the order page and
// the console offer (`cancellable`, the next stage, delay, the cancel section), and draws machines/order-life.ts.

/** SPEC §4 tracking stages, in order. */
export const ORDER_STAGES = ['Ordered Placed', 'Ongoing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];
/** A card whose tracking has no entry yet. */
export const PENDING_STATUS = 'Pending';
/** What an order's tracking says it is: a stage, or Pending before its first entry. */
export type OrderStatus = OrderStage | typeof PENDING_STATUS;
/** SPEC §9: a buyer cancels within 12 hours of ordering or before dispatch, whichever is earlier. */
export const CANCEL_WINDOW_HOURS = 12;

export type OrderMove = 'start' | 'ship' | 'deliver' | 'delay' | 'cancel' | 'cancelByOperator' | 'cancelWithIrn' | 'changeConsignment';
type Mover = 'buyer' | 'operator';

interface OrderTransition {
  from: readonly OrderStage[];
  /** Where it leads; null when the stage stays (a delay, a consignment's e-way bill or vehicle). */
  to: OrderStage | null;
  by: Mover;
  /** What else the move needs, beyond the stage (checked by the service that makes it). */
  needs?: string;
  /** The refusal from any other stage: "This order is Shipped and can no longer be cancelled." */
  refusal: (stage: OrderStatus) => string;
}

const noNextStage = (stage: OrderStatus) => `This order is ${stage}: it has no next stage.`;
const noLongerCancelled = (stage: OrderStatus) =>
  `This order is ${stage === 'Cancelled' ? 'already cancelled' : stage} and can no longer be cancelled.`;

/**
 * Ordered Placed → Ongoing → Shipped → Delivered, moved by an operator; a delay marks the current stage; the buyer
 * cancels at Ordered Placed within CANCEL_WINDOW_HOURS, an operator until it ships (alone, or the whole purchase with
 * its e-invoice); a shipped consignment's e-way bill and vehicle change while it is on the road.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderMove, OrderTransition>> = {
  start: { from: ['Ordered Placed'], to: 'Ongoing', by: 'operator', refusal: noNextStage },
  ship: {
    from: ['Ongoing'],
    to: 'Shipped',
    by: 'operator',
    needs:
      'the dispatch: transporter, LR or AWB number and day (an e-way bill above its threshold); may take the purchase’s other Ongoing orders',
    refusal: noNextStage,
  },
  deliver: { from: ['Shipped'], to: 'Delivered', by: 'operator', refusal: noNextStage },
  delay: {
    from: ['Ordered Placed', 'Ongoing', 'Shipped'],
    to: null,
    by: 'operator',
    needs: 'a message for the buyer',
    refusal: (stage) => `This order is ${stage}: it cannot be delayed.`,
  },
  cancel: {
    from: ['Ordered Placed'],
    to: 'Cancelled',
    by: 'buyer',
    needs: `at most ${CANCEL_WINDOW_HOURS} hours since ordering; in a company, the Buyer's own order or an Owner`,
    refusal: noLongerCancelled,
  },
  cancelByOperator: { from: ['Ordered Placed', 'Ongoing'], to: 'Cancelled', by: 'operator', refusal: noLongerCancelled },
  cancelWithIrn: {
    from: ['Ordered Placed', 'Ongoing'],
    to: 'Cancelled',
    by: 'operator',
    needs: 'the whole purchase, within 24 hours of its IRN, no credit note yet (domain/irn-cancellation.ts)',
    refusal: noLongerCancelled,
  },
  changeConsignment: {
    from: ['Shipped'],
    to: null,
    by: 'operator',
    needs: 'an e-way bill within its own time limits (domain/eway-bill-changes.ts)',
    refusal: (stage) => `This order is ${stage}: its consignment is not on the road.`,
  },
};

/** The moves that take an order to its next stage, in the order the stages run. */
const ADVANCES = ['start', 'ship', 'deliver'] as const satisfies readonly OrderMove[];

const isStage = (status: string): status is OrderStage => (ORDER_STAGES as readonly string[]).includes(status);

/** Whether the move may be made from this status (the stage only; see `needs`). */
export const mayMove = (status: string, move: OrderMove): status is OrderStage =>
  isStage(status) && ORDER_TRANSITIONS[move].from.includes(status);

/** The move that takes an order at this status to its next stage, or null at the end of the road. */
export const advanceFrom = (status: string): (typeof ADVANCES)[number] | null => ADVANCES.find((move) => mayMove(status, move)) ?? null;

/** The stage an order at this status moves to next, or null. */
export const nextStage = (status: string): OrderStage | null => {
  const move = advanceFrom(status);
  return move ? ORDER_TRANSITIONS[move].to : null;
};

/** Whether the buyer's cancellation window is still open for an order placed at `placedAt`. */
export const withinCancelWindow = (placedAt: Date, now: Date) => now.getTime() - placedAt.getTime() < CANCEL_WINDOW_HOURS * 60 * 60 * 1000;

/** May the buyer cancel now: the stage allows it and the window is open (SPEC §9). */
export const buyerMayCancel = (status: string, placedAt: Date, now: Date) => mayMove(status, 'cancel') && withinCancelWindow(placedAt, now);

/** Why the buyer cannot cancel now, in their words; null when they can. */
export function buyerCancelProblem(status: OrderStatus, placedAt: Date, now: Date): string | null {
  if (!mayMove(status, 'cancel')) return ORDER_TRANSITIONS.cancel.refusal(status);
  if (!withinCancelWindow(placedAt, now)) return `Orders can be cancelled only within ${CANCEL_WINDOW_HOURS} hours of ordering.`;
  return null;
}

/** Why the move cannot be made from this status, in one sentence; null when the stage allows it. */
export const orderMoveProblem = (status: OrderStatus, move: OrderMove): string | null =>
  mayMove(status, move) ? null : ORDER_TRANSITIONS[move].refusal(status);

/** Why an order at this status has no next stage; null when it has one. */
export const advanceProblem = (status: OrderStatus): string | null => (advanceFrom(status) ? null : noNextStage(status));
