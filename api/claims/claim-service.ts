import type { Transaction } from 'kysely';
import { randomBytes } from 'node:crypto';
import {
  actionOf,
  amountTooLarge,
  claimedValuePaise,
  claimLimitMessage,
  claimFormProblem,
  claimableMetres,
  claimOrderProblem,
  claimStatusAfter,
  claimTransitionProblem,
  CLAIM_MESSAGES,
  replacementShort,
  type ClaimAction,
  type ClaimSide,
  type ClaimStatus,
} from '../../domain/claims.js';
import { financialYear, type Supplier } from '../../domain/invoice.js';
import type { ShopLinks } from '../../domain/links.js';
import { formatRupees, rupeesToPaise } from '../../domain/money.js';
import type { RestClaim, SettleClaimBody } from '../../domain/rest/claims.js';
import type { Mailer } from '../auth/mailer.js';
import type { DB } from '../db/types.js';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../errors.js';
import type { CompanyRole } from '../../domain/company.js';
import { mayChangeCompanyOrder, OWNERSHIP_MESSAGES } from '../../domain/ownership.js';
import { claimCreditNote } from '../invoices/credit-note.js';
import type { CreditNoteService } from '../invoices/credit-note-service.js';
import type { Repositories } from '../repositories/index.js';
import type { InvoiceRow } from '../repositories/invoices.js';
import { stock } from '../repositories/stock.js';
import type { OwnCatalogueWrites } from '../catalogue/changes.js';
import { run } from '../db/pipeline.js';
import type { Paged } from '../admin/paged.js';
import { catalogueChangeLog } from '../repositories/catalogue-changes.js';
import { claimEmailText } from './claim-email.js';
import { hasVisibleText } from '../../domain/visible-text.js';

const HOUR_MINUTES = 60;

/** What a buyer sends to open a claim, checked for shape by the route. */
export interface ClaimForm {
  kind: string;
  metres: number;
  lot: string | null;
  note: string;
  uncut: boolean;
  photos: string[];
}

/** Claims on delivered fabric: opened by the buyer, written on by both sides, settled by an operator. */
export interface ClaimService {
  open(orderId: number, userId: number, form: ClaimForm): Promise<{ msg: string; data: RestClaim }>;
  /** A page of claims, the buyer's (userId) or all (operators, undefined), by status. */
  list(userId: number | undefined, status: ClaimStatus | undefined, page: number, limit: number): Promise<Paged<RestClaim>>;
  get(id: number, userId: number | undefined): Promise<{ data: RestClaim }>;
  message(
    id: number,
    userId: number | undefined,
    side: ClaimSide,
    text: string,
    operator?: string,
  ): Promise<{ msg: string; data: RestClaim }>;
  /** Operators: replace, credit (an amount), pick up and refund (the claimed metres' value), or reject, with a reason. */
  settle(id: number, body: SettleClaimBody, operator: string): Promise<{ msg: string; data: RestClaim }>;
}

/**
 * Fabric claims: a buyer opens one on a delivered order's uncut fabric within the window, both sides write in its
 * thread, and an operator settles it (domain/claims.ts's transition table; a refused step is 409 with why). A credit or
 * a refund issues a GST credit note in the settlement's transaction; a replacement places a ₹0 order for the metres,
 * taking them from stock. Every step is in Activity and by email.
 */
export function createClaimService(
  repos: Repositories,
  options: {
    supplier: Supplier;
    mailer: Mailer;
    links: ShopLinks;
    creditNotes: Pick<CreditNoteService, 'settleClaim'>;
    limits: { claimActionsPerHour: number; claimWindowDays: number };
    /** A replacement takes stock: this process's catalogue caches drop what shows it at once. */
    catalogue: OwnCatalogueWrites;
    /** Who is mailed when a buyer opens a claim (ADMIN_EMAILS). */
    operators?: readonly string[];
  },
  now: () => Date = () => new Date(),
): ClaimService {
  const { limits } = options;

  /** One more claim action by the buyer this hour, counted in one step with the check. */
  async function counted<T>(userId: number, work: () => Promise<T>): Promise<T> {
    const max = limits.claimActionsPerHour;
    const reserved = await repos.authEvents.reserve('claim', [{ subject: `user:${userId}`, max }], HOUR_MINUTES);
    if (!reserved.ok) throw tooManyRequests(claimLimitMessage(max, reserved.retryAfterSeconds), reserved.retryAfterSeconds);
    try {
      return await work();
    } catch (error) {
      await repos.authEvents.release(reserved.ids);
      throw error;
    }
  }

  async function tellBuyer(claim: RestClaim, what: string) {
    await options.mailer
      .send({
        to: claim.buyerEmail,
        subject: `Your claim ${claim._id}: ${what}`,
        text: claimEmailText(claim, what, options.links.orders()),
      })
      .catch(() => undefined);
  }

  /** A company's claim settled or refused: its Owner hears of it too (the credit note is the company's). */
  async function tellOwners(id: number, claim: RestClaim, what: 'settled' | 'not accepted') {
    for (const to of await repos.claims.ownersOf(id))
      await options.mailer
        .send({
          to,
          subject: `Claim ${claim._id} of your company (${claim.buyerEmail}) is ${what}`,
          text: claimEmailText(claim, `Claim ${claim._id}, opened by ${claim.buyerEmail}, is ${what}`, options.links.orders()),
        })
        .catch(() => undefined);
  }

  /** Runs `work` on the claim, locked, if `action` is legal for `side` in its state; answers the claim after. */
  async function transition(
    id: number,
    userId: number | undefined,
    side: ClaimSide,
    action: ClaimAction,
    work: (trx: Transaction<DB>, claim: { order_id: number; metres: number; status: ClaimStatus }) => Promise<void>,
  ): Promise<RestClaim> {
    return repos.transaction(async (trx) => {
      const claim = await repos.claims.lock(trx, id, userId);
      if (!claim) throw notFound(CLAIM_MESSAGES.notFound);
      const problem = claimTransitionProblem(claim.status, action, side);
      if (problem) throw conflict(problem);
      await work(trx, claim);
      if (action === 'settle') options.catalogue.wrote(await run(trx, catalogueChangeLog.own()));
      return repos.claims.one(trx, id);
    });
  }

  /** A replacement: the claimed metres of the same colour at ₹0, to the same address, taken from stock. */
  async function replace(trx: Transaction<DB>, orderId: number, metres: number, claimId: number): Promise<number> {
    const [order, item] = await repos.claims.original(trx, orderId);
    if (item.variety_id === null) throw conflict('This colour is no longer sold: settle the claim another way.');
    const short = await stock.take(trx, [{ variety_id: item.variety_id, quantity: metres }]);
    if (short.length > 0) throw conflict(replacementShort(short[0]!.left, metres, item.color));
    const orderNumber = `FM${randomBytes(5).toString('hex').toUpperCase()}`;
    const [id] = await repos.orders.insert(trx, [
      {
        order: {
          order_number: orderNumber,
          invoice_number: `?${orderNumber}`,
          purchase_number: `P${randomBytes(5).toString('hex').toUpperCase()}`,
          user_id: order.user_id,
          payment_method: order.payment_method,
          payment_id: null,
          // The company's, like the order it replaces; on a delivery challan, so never an invoice of its ledger.
          company_id: order.company_id,
          payment_due: order.payment_due_day,
          shipping_option: 'free',
          scheduled_date: null,
          subtotal_paise: 0,
          discount_paise: 0,
          shipping_paise: 0,
          tax_paise: 0,
          tax_percent: order.tax_percent,
          total_paise: 0,
          coupon_code: null,
          quote_id: null,
          buyer_company: order.buyer_company,
          buyer_gstin: order.buyer_gstin,
          buyer_billing_address: order.buyer_billing_address,
          po_number: `Claim ${claimId}`,
          ship_full_name: order.ship_full_name,
          ship_phone: order.ship_phone,
          ship_address: order.ship_address,
          ship_city: order.ship_city,
          ship_state: order.ship_state,
          ship_pin_code: order.ship_pin_code,
          ship_country: order.ship_country,
        },
        item: {
          product_id: item.product_id,
          variety_id: item.variety_id,
          name: item.name,
          description: item.description,
          color: item.color,
          quantity: metres,
          unit_price_paise: 0,
          hsn_code: item.hsn_code,
          is_sample: false,
          is_replacement: true,
        },
      },
    ]);
    await repos.invoices.challanNumber(trx, financialYear(now()), [id!]);
    return id!;
  }

  /** A credit note for `taxablePaise` of the order's line, in the settlement's transaction. */
  async function credit(trx: Transaction<DB>, claimId: number, row: InvoiceRow, metres: number, reason: string, taxablePaise: number) {
    const creditable = row.subtotal_paise - row.discount_paise - (await repos.claims.creditedPaise(trx, row.id));
    if (taxablePaise > creditable) throw conflict(amountTooLarge(Math.max(0, creditable)));
    const at = now();
    await repos.creditNotes.issue(
      trx,
      financialYear(at),
      row,
      (number) => claimCreditNote(row, options.supplier, { number, at, reason, metres, taxablePaise }),
      claimId,
    );
  }

  return {
    async open(orderId: number, userId: number, form: ClaimForm): Promise<{ msg: string; data: RestClaim }> {
      const claim = await counted(userId, () =>
        repos.transaction(async (trx) => {
          const order = await repos.claims.orderForClaim(trx, orderId, userId);
          if (!order) throw notFound(CLAIM_MESSAGES.orderNotFound);
          if (order.company_id !== null && !mayChangeCompanyOrder(order.member_role as CompanyRole, order.user_id === userId))
            throw forbidden(OWNERSHIP_MESSAGES.changeOrder);
          const refused = claimOrderProblem({
            stage: order.stage,
            deliveredAt: order.delivered_at === null ? null : new Date(order.delivered_at),
            isSample: order.is_sample,
            now: now(),
            windowDays: limits.claimWindowDays,
          });
          if (refused) throw conflict(refused);
          if (order.claim_open) throw conflict(CLAIM_MESSAGES.openAlready);
          if (claimableMetres(order.quantity, order.made_good) === 0) throw conflict(CLAIM_MESSAGES.allMadeGood);
          const problem = claimFormProblem(form, order.quantity, order.made_good);
          if (problem) throw badRequest(problem);
          const id = await repos.claims.insert(trx, {
            order_id: orderId,
            user_id: userId,
            company_id: order.company_id,
            kind: form.kind,
            metres: form.metres,
            lot: form.lot,
            note: form.note,
            photos: form.photos,
          });
          return repos.claims.one(trx, id);
        }),
      );
      await tellBuyer(claim, 'We have your claim');
      // The desk hears of it at once (Console › Claims), with what a settlement needs to start from.
      for (const to of options.operators ?? [])
        await options.mailer
          .send({
            to,
            subject: `Claim ${claim._id} opened on order ${claim.order.orderId}`,
            text: [
              `${claim.buyerEmail} reports ${claim.kind} on ${claim.metres} m of ${claim.order.name} (${claim.order.color}), order ${claim.order.orderId}, invoice ${claim.order.invoiceNumber}${claim.lot ? `, roll or lot ${claim.lot}` : ''}.`,
              ...(claim.note ? ['', claim.note] : []),
              '',
              options.links.adminClaim(claim._id),
            ].join('\n'),
          })
          .catch(() => undefined);
      return { msg: CLAIM_MESSAGES.opened, data: claim };
    },

    async list(userId: number | undefined, status: ClaimStatus | undefined, page: number, limit: number) {
      const { ids, total } = await repos.claims.page({ userId, status }, page, limit);
      return {
        data: await repos.claims.read(repos.db, ids),
        totalItems: total,
        totalPages: Math.ceil(total / limit),
        countCapped: total >= 10_000,
      };
    },

    async get(id: number, userId: number | undefined) {
      if (!(await repos.claims.exists(id, userId))) throw notFound(CLAIM_MESSAGES.notFound);
      return { data: await repos.claims.one(repos.db, id) };
    },

    async message(id: number, userId: number | undefined, side: ClaimSide, text: string, operator?: string) {
      const write = () =>
        transition(id, side === 'buyer' ? userId : undefined, side, 'message', async (trx) => {
          await repos.claims.addMessage(trx, id, side, text.trim());
          await repos.claims.touch(trx, id);
          if (operator)
            await repos.activity.record(trx, {
              operator,
              kind: 'claim.message',
              objectId: id,
              summary: `Wrote on claim ${id}`,
              after: { text },
            });
        });
      const claim = side === 'buyer' && userId !== undefined ? await counted(userId, write) : await write();
      if (side === 'operator') await tellBuyer(claim, 'A message from FabricMart');
      return { msg: CLAIM_MESSAGES.sent, data: claim };
    },

    /** Operators: replace, credit (an amount), pick up and refund (the claimed metres' value), or reject, with a reason. */
    async settle(id: number, body: SettleClaimBody, operator: string) {
      const reason = body.reason.trim();
      if (reason.length < 3 || !hasVisibleText(reason)) throw badRequest(CLAIM_MESSAGES.reasonNeeded);
      if (body.outcome === 'credit' && body.amount === undefined) throw badRequest(CLAIM_MESSAGES.amountNeeded);
      if (body.outcome !== 'credit' && body.amount !== undefined) throw badRequest(CLAIM_MESSAGES.amountForCredit);
      const action = actionOf(body.outcome);
      const claim = await transition(id, undefined, 'operator', action, async (trx, locked) => {
        let replacementOrderId: number | null = null;
        let summary = `Rejected claim ${id}: ${reason}`;
        if (body.outcome === 'replace') {
          replacementOrderId = await replace(trx, locked.order_id, locked.metres, id);
          summary = `Settled claim ${id} with a replacement of ${locked.metres} m at ₹0 (order ${replacementOrderId})`;
        } else if (body.outcome === 'credit' || body.outcome === 'refund') {
          const [row] = await repos.invoices.invoices(trx, [locked.order_id]);
          if (!row) throw notFound(CLAIM_MESSAGES.orderNotFound);
          const taxable =
            body.outcome === 'credit'
              ? rupeesToPaise(body.amount!)
              : claimedValuePaise(row.subtotal_paise - row.discount_paise, row.quantity, locked.metres);
          await credit(trx, id, row, locked.metres, `Claim ${id}: ${reason}`, taxable);
          summary = `Settled claim ${id} with ${body.outcome === 'credit' ? 'a credit note' : 'a pick-up and refund'} of taxable ${formatRupees(taxable / 100)}`;
        }
        await repos.claims.settle(trx, id, {
          status: claimStatusAfter(locked.status, action),
          outcome: body.outcome,
          reason,
          operator,
          replacementOrderId,
        });
        await repos.activity.record(trx, {
          operator,
          kind: `claim.${body.outcome}`,
          objectId: id,
          summary,
          before: { status: locked.status },
          after: { outcome: body.outcome, reason, amount: body.amount ?? null },
        });
      });
      if (claim.creditNote) await options.creditNotes.settleClaim(id).catch(() => undefined);
      await tellBuyer(claim, body.outcome === 'reject' ? 'Your claim was not accepted' : 'Your claim is settled');
      await tellOwners(id, claim, body.outcome === 'reject' ? 'not accepted' : 'settled');
      return { msg: `Claim ${id} ${claim.status.toLowerCase()}`, data: claim };
    },
  };
}
