/** Addresses, checkout and orders as the SPA sees them (the BFF's shapes), and SPEC §4's tracking timeline. */
import { ORDER_STAGES, type OrderStage } from './order-stages.js';

/** Where an address is, in one line: 'Asha Textiles, 14 Ring Road, Surat, Gujarat 395002'. */
export const addressLine = (
  name: string,
  at: { address: string; city: string; state: string; pinCode?: string | null | undefined },
): string => `${name}, ${at.address}, ${at.city}, ${at.state}${at.pinCode ? ` ${at.pinCode}` : ''}`;

/** What the timeline needs of a tracking entry (the app's TrackingEntry, src/graphql/generated.ts). */
export interface TimelineEntry {
  status: string;
  isError: boolean;
}

type TimelineRow<Entry extends TimelineEntry> =
  | { kind: 'stage'; stage: OrderStage; entry: Entry }
  | { kind: 'placeholder'; stage: OrderStage; text: string }
  | { kind: 'error'; entry: Entry }
  | { kind: 'note'; entry: Entry };

/**
 * SPEC §4 tracking: the five stages in order, each with the entry that reached it or the placeholder 'Your Order is
 * not {stage} yet'; an error entry (a delay) comes right after the last stage reached when it was recorded, so a delay
 * while Ongoing stays under Ongoing after the order ships. A later entry at a stage already reached (the consignment
 * moved to another vehicle) is a note under it, in the order recorded. Entries arrive in the order they were recorded.
 */
export function trackingTimeline<Entry extends TimelineEntry>(tracking: readonly Entry[]): TimelineRow<Entry>[] {
  const reached = new Map<string, Entry>();
  /** Delays and notes by the index of the stage last reached before each (-1: before any). */
  const after = new Map<number, TimelineRow<Entry>[]>();
  let current = -1;
  const add = (row: TimelineRow<Entry>) => after.set(current, [...(after.get(current) ?? []), row]);
  for (const entry of tracking) {
    if (entry.isError) add({ kind: 'error', entry });
    else if (reached.has(entry.status)) add({ kind: 'note', entry });
    else {
      reached.set(entry.status, entry);
      current = Math.max(current, ORDER_STAGES.indexOf(entry.status as OrderStage));
    }
  }
  const rows: TimelineRow<Entry>[] = [...(after.get(-1) ?? [])];
  ORDER_STAGES.forEach((stage, index) => {
    const entry = reached.get(stage);
    rows.push(entry ? { kind: 'stage', stage, entry } : { kind: 'placeholder', stage, text: placeholderOf(stage) });
    rows.push(...(after.get(index) ?? []));
  });
  return rows;
}

/**
 * SPEC's 'Your Order is not {stage} yet' for a stage not reached, except Cancelled: "not Cancelled yet" reads as if a
 * cancellation were on its way.
 */
export const placeholderOf = (stage: OrderStage) =>
  stage === 'Cancelled' ? 'Your order has not been cancelled' : `Your Order is not ${stage} yet`;

/** Orders in a row that one Place Order made, under their purchase number (Order History shows a purchase as one). */
export function groupByPurchase<T extends { purchaseId: string }>(orders: readonly T[]): { purchaseId: string; orders: T[] }[] {
  const groups: { purchaseId: string; orders: T[] }[] = [];
  for (const order of orders) {
    const last = groups.at(-1);
    if (last && last.purchaseId === order.purchaseId) last.orders.push(order);
    else groups.push({ purchaseId: order.purchaseId, orders: [order] });
  }
  return groups;
}
