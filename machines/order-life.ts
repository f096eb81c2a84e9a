import { setup } from 'xstate';
import { ORDER_STAGES, ORDER_TRANSITIONS, type OrderMove, type OrderStage } from '../domain/order-stages.js';

type OrderLifeEvent = { type: OrderMove };

const moves = Object.keys(ORDER_TRANSITIONS) as OrderMove[];

/** Each stage's ways out: the table's moves from it (a move that keeps the stage is a self-transition). */
const exits = (stage: OrderStage) =>
  Object.fromEntries(
    moves.filter((move) => ORDER_TRANSITIONS[move].from.includes(stage)).map((move) => [move, ORDER_TRANSITIONS[move].to ?? stage]),
  );

/**
 * An order's life, drawn from the transition table of domain/order-stages.ts (the table the server refuses with, the
 * order's `cancellable` comes from and the console asks): a picture for testers, and a model the tests walk.
 */
export const orderLifeMachine = setup({ types: { events: {} as OrderLifeEvent } }).createMachine({
  id: 'orderLife',
  initial: 'Ordered Placed',
  states: Object.fromEntries(
    ORDER_STAGES.map((stage) => {
      const on = exits(stage);
      return [stage, Object.keys(on).length === 0 ? { type: 'final' as const } : { on }];
    }),
  ),
});
