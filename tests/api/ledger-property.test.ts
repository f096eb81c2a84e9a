import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../api/auth/mailer.js';
import { indianDay } from '../../domain/day.js';
import { paiseToRupees, rupeesToPaise } from '../../domain/money.js';
import type { BuyAnswer } from '../../domain/rest/checkout.js';
import type { RestClaim } from '../../domain/rest/claims.js';
import type { RestLedger } from '../../domain/rest/ledger.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { companyFixtures } from '../support/company-fixtures.js';
import { testDatabases } from '../support/databases.js';
import { claimForm } from '../support/multipart.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'ledger.property@fabricmart.example.in';
const PROFILE = {
  companyName: 'Property Mills LLP',
  gstin: null,
  address: '14 Ring Road',
  city: 'Surat',
  state: 'Gujarat',
  pinCode: '395002',
};
/** Sequences tried on each database, and the most steps in one. */
const RUNS = 30;
const MAX_STEPS = 10;

/** What a buyer, an Accounts member or an operator does to a company's account, in the order drawn. */
type Step =
  | { kind: 'order'; metres: number }
  | { kind: 'report'; invoice: number; share: number }
  | { kind: 'confirm'; payment: number }
  | { kind: 'record'; invoice: number; share: number }
  | { kind: 'cancel'; order: number; byOperator: boolean }
  | { kind: 'deliver'; order: number }
  | { kind: 'claim'; order: number; metres: number; outcome: 'refund' | 'credit' | 'replace' }
  | { kind: 'refund'; share: number };

const share = fc.double({ min: 0.1, max: 1, noNaN: true });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('order' as const), metres: fc.integer({ min: 1, max: 6 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('report' as const), invoice: fc.nat(5), share }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('confirm' as const), payment: fc.nat(5) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('record' as const), invoice: fc.nat(5), share }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('cancel' as const), order: fc.nat(5), byOperator: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deliver' as const), order: fc.nat(5) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('claim' as const),
      order: fc.nat(5),
      metres: fc.integer({ min: 1, max: 6 }),
      outcome: fc.constantFrom('refund' as const, 'credit' as const, 'replace' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refund' as const), share }) },
);
/** Every sequence starts with an order, so that what follows has an invoice to act on. */
const sequence = fc
  .tuple(fc.integer({ min: 1, max: 6 }), fc.array(step, { minLength: 1, maxLength: MAX_STEPS - 1 }))
  .map(([metres, rest]): Step[] => [{ kind: 'order', metres }, ...rest]);

/** A claim's multipart body as the browser's FormData sends it. */
/**
 * A company's account over random sequences of orders on account, payments reported, confirmed and recorded,
 * cancellations, deliveries, claims (refunds, credits, replacements) and refunds of its advance. After every step, to
 * the paisa: the ledger's outstanding equals the statement's closing balance equals invoices less credit notes less
 * payments plus refunds; and no payment is lost: each rupee paid is on an invoice, in the advance, or refunded.
 */
describe.each(testDatabases())('a company’s money on $name', (testDatabase) => {
  const sent: MailMessage[] = [];
  const api = withApiApp(testDatabase, {
    auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR, CLAIM_ACTIONS_PER_HOUR: '100000' }),
    mailer: { send: async (message) => void sent.push(message) },
  });
  const shop = shoppers(api);
  const { call } = shop;
  const fixtures = companyFixtures(shop, sent, OPERATOR);
  let reference = 0;

  /** Rupees of a sum column, read from the tables themselves. */
  const sumOf = async (query: ReturnType<typeof sql<{ paise: string | null }>>) =>
    Number((await query.execute(api.database.db)).rows[0]!.paise ?? 0);

  async function books(companyId: number) {
    const [invoices, credits, paid, refunded, applied] = await Promise.all([
      sumOf(sql`SELECT sum(total_paise)::text AS paise FROM ledger_invoices WHERE company_id = ${companyId}`),
      sumOf(sql`SELECT sum((cn.note->>'totalPaise')::bigint)::text AS paise FROM credit_notes cn
        JOIN ledger_invoices li ON li.invoice_number = cn.invoice_number WHERE li.company_id = ${companyId}`),
      sumOf(sql`SELECT sum(amount_paise)::text AS paise FROM company_payments WHERE company_id = ${companyId} AND status = 'confirmed'`),
      refundsTable ? sumOf(sql`SELECT sum(amount_paise)::text AS paise FROM company_refunds WHERE company_id = ${companyId}`) : 0,
      sumOf(sql`SELECT sum(a.amount_paise)::text AS paise FROM payment_allocations a JOIN company_payments p ON p.id = a.payment_id
        WHERE p.company_id = ${companyId} AND p.status = 'confirmed'`),
    ]);
    return { owedPaise: invoices - credits - paid + refunded, paidPaise: paid, refundedPaise: refunded, appliedPaise: applied };
  }
  let refundsTable = false;

  it(`keeps the ledger, the statement and the books equal to the paisa over ${RUNS} random sequences`, async () => {
    refundsTable = (await sql<{ found: boolean }>`SELECT to_regclass('company_refunds') IS NOT NULL AS found`.execute(api.database.db))
      .rows[0]!.found;
    const desk = await fixtures.asOperator();
    const colour = await shop.colour(1_000_000, 19_305);
    const today = indianDay(new Date());
    const from = indianDay(new Date(Date.now() - 40 * 24 * 60 * 60 * 1000));
    const dispatch = { transporter: 'VRL Logistics', lrNumber: 'VRL-2611', date: today };
    let tried = 0;

    await fc.assert(
      fc.asyncProperty(sequence, async (steps) => {
        tried++;
        const { token, id } = await fixtures.company(PROFILE, { terms: 'net30', creditLimit: 10_000_000 });
        const companyId = Number(id);
        const orders: string[] = [];
        const reported: string[] = [];
        const ledger = async () => (await call(token, 'GET', '/company/ledger')).json<{ data: RestLedger }>().data;
        const openInvoice = async (index: number) => {
          const open = (await ledger()).invoices.filter((invoice) => invoice.open - invoice.awaitingConfirmation > 0);
          return open.length === 0 ? undefined : open[index % open.length]!;
        };
        const payment = async (who: string, path: string, index: number, share: number) => {
          const invoice = await openInvoice(index);
          if (!invoice) return;
          const amount = paiseToRupees(Math.max(1, Math.round(rupeesToPaise(invoice.open - invoice.awaitingConfirmation) * share)));
          const body = {
            amount,
            method: 'NEFT',
            reference: `UTR${Date.now()}${++reference}`,
            allocations: [{ invoiceId: invoice.number, amount }],
          };
          const answer = await call(who, 'POST', path, body);
          expect(answer.statusCode, answer.body).toBe(201);
          return answer.json<{ data: RestLedger }>().data;
        };

        for (const [at, now] of steps.entries()) {
          const chosen = <T>(list: T[], index: number) => (list.length === 0 ? undefined : list[index % list.length]);
          if (now.kind === 'order') {
            await shop.addToCart(token, colour, now.metres);
            const placed = await call(token, 'POST', '/buy', { paymentMethod: 'On Account' });
            expect(placed.statusCode, placed.body).toBe(200);
            orders.push(placed.json<BuyAnswer>().orders[0]!._id);
          } else if (now.kind === 'report') {
            const after = await payment(token, '/company/payments', now.invoice, now.share);
            if (after) reported.push(after.payments.at(-1)!._id);
          } else if (now.kind === 'confirm') {
            const paymentId = chosen(reported, now.payment);
            if (paymentId) {
              reported.splice(reported.indexOf(paymentId), 1);
              expect((await call(desk, 'POST', `/admin/payments/${paymentId}/confirm`)).statusCode).toBe(200);
            }
          } else if (now.kind === 'record') {
            await payment(desk, `/admin/companies/${companyId}/payments`, now.invoice, now.share);
          } else if (now.kind === 'cancel') {
            const orderId = chosen(orders, now.order);
            if (orderId) {
              const answer = now.byOperator
                ? await call(desk, 'POST', `/admin/order/${orderId}/cancel`, { message: 'Mill closed for Diwali' })
                : await call(token, 'PATCH', `/order/cancel/${orderId}`, { status: 'Cancelled', message: '' });
              expect([200, 409], answer.body).toContain(answer.statusCode);
            }
          } else if (now.kind === 'deliver') {
            const orderId = chosen(orders, now.order);
            if (orderId) {
              await call(desk, 'POST', `/admin/order/${orderId}/advance`);
              await call(desk, 'POST', `/admin/order/${orderId}/advance`, { dispatch });
              await call(desk, 'POST', `/admin/order/${orderId}/advance`);
            }
          } else if (now.kind === 'claim') {
            const orderId = chosen(orders, now.order);
            if (orderId) {
              const body = await claimForm(now.metres);
              const opened = await api.app.inject({
                method: 'POST',
                url: `/api/order/${orderId}/claims`,
                headers: { authorization: token, ...body.headers },
                payload: body.payload,
              });
              if (opened.statusCode === 201) {
                const claimId = opened.json<{ data: RestClaim }>().data._id;
                const settled = await call(desk, 'POST', `/admin/claims/${claimId}/settle`, {
                  outcome: now.outcome,
                  reason: 'Checked the rolls',
                  ...(now.outcome === 'credit' ? { amount: 100 } : {}),
                });
                expect([200, 409], settled.body).toContain(settled.statusCode);
              }
            }
          } else if (now.kind === 'refund' && refundsTable) {
            const advance = (await ledger()).advance;
            if (advance > 0) {
              const amount = paiseToRupees(Math.max(1, Math.round(rupeesToPaise(advance) * now.share)));
              const refunded = await call(desk, 'POST', `/admin/companies/${companyId}/refunds`, {
                amount,
                method: 'NEFT',
                reference: `RFD${Date.now()}${++reference}`,
              });
              expect(refunded.statusCode, refunded.body).toBe(201);
            }
          }

          const seen = await ledger();
          const csv = await call(token, 'GET', `/company/statement.csv?from=${from}&to=${today}`);
          expect(csv.statusCode).toBe(200);
          const closing = Number(
            csv.body
              .trim()
              .split('\r\n')
              .map((line) => line.split(','))
              .find((cells) => cells[1] === 'Closing balance')!
              .at(-1),
          );
          const kept = await books(companyId);
          const where = `after step ${at + 1} of ${JSON.stringify(steps)}`;
          expect(rupeesToPaise(seen.outstanding), `ledger's outstanding and the books ${where}`).toBe(kept.owedPaise);
          expect(rupeesToPaise(closing), `statement's closing balance and the books ${where}`).toBe(kept.owedPaise);
          // Every rupee paid and confirmed is on an invoice, in the company's advance, or refunded to it.
          const advancePaise = rupeesToPaise(seen.advance ?? 0);
          expect(kept.appliedPaise + advancePaise + kept.refundedPaise, `no payment lost ${where}`).toBe(kept.paidPaise);
          expect(advancePaise, `an advance is never negative ${where}`).toBeGreaterThanOrEqual(0);
          for (const invoice of seen.invoices)
            expect(
              rupeesToPaise(invoice.paid) + rupeesToPaise(invoice.awaitingConfirmation),
              `no invoice paid past its total ${where}`,
            ).toBeLessThanOrEqual(rupeesToPaise(invoice.total));
        }
      }),
      { numRuns: RUNS, seed: 20261201, endOnFailure: true },
    );
    expect(tried).toBe(RUNS);
  }, 600_000);
});
