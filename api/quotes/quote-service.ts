import type { Transaction } from 'kysely';
import { minimumOrderMessage } from '../../domain/price-breaks.js';
import { rupeesToPaise } from '../../domain/money.js';
import {
  QUOTE_LIMIT_MESSAGES,
  QUOTE_LIMITS,
  QUOTE_MESSAGES,
  neededByProblem,
  quoteStatusAfter,
  quoteStatusAt,
  quoteTransitionProblem,
  type QuoteAction,
  type QuoteSide,
  type QuoteStatus,
} from '../../domain/quotes.js';
import type { PriceQuoteBody, QuoteBody, QuoteLineBody, RestQuote } from '../../domain/rest/quotes.js';
import { pagedAnswer, type Paged } from '../admin/paged.js';
import type { Mailer } from '../auth/mailer.js';
import type { DB } from '../db/types.js';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../errors.js';
import { may, type CompanyRole } from '../../domain/company.js';
import { OWNERSHIP_MESSAGES } from '../../domain/ownership.js';
import type { Repositories } from '../repositories/index.js';
import type { QuoteLineRow } from '../repositories/quotes.js';
import type { ShopLinks } from '../../domain/links.js';
import { quoteEmailText } from './quote-email.js';
import { stockProblem } from '../../domain/cart-lines.js';
import { kinded } from '../repositories/carts.js';

type Trx = Transaction<DB>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Quotes for bulk orders: buyers ask, operators price or decline, buyers accept (the priced lines go into
 * the cart at the quoted price), reject or ask again. Every change locks the quote, checks the transition table of
 * domain/quotes.ts (409 with why) and is one transaction; the buyer hears of the operator's changes by mail.
 */
/** What one buyer may do with quotes (AuthConfig limits): requests and messages per hour, quotes open at once. */
export interface QuoteLimits {
  quoteRequestsPerHour: number;
  openQuotesPerBuyer: number;
  quoteMessagesPerHour: number;
}

const HOUR_MINUTES = 60;

/** A quote for bulk metres: asked for by a buyer (or from the cart), priced or declined by an operator, answered. */
export interface QuoteService {
  create(userId: number, body: QuoteBody): Promise<QuoteAnswer>;
  /** Quotes waiting for an operator's price (the console's count), up to one past the console's cap. */
  waiting(): Promise<number>;
  /** A quote of the cart's metre lines (not samples, not lines already quoted). */
  fromCart(userId: number, body: { note?: string | undefined; neededBy?: string | undefined }): Promise<QuoteAnswer>;
  /** A page of quotes, the buyer's (userId) or all (operators, undefined), by status. */
  page(userId: number | undefined, status: QuoteStatus | undefined, page: number, limit: number): Promise<Paged<RestQuote>>;
  get(id: number, userId: number | undefined): Promise<{ data: RestQuote }>;
  message(id: number, userId: number | undefined, side: QuoteSide, text: string): Promise<QuoteAnswer>;
  /** Operators: a price per metre for some or all lines and how long it holds; the quote waits for the buyer. */
  price(id: number, body: PriceQuoteBody, operator: string): Promise<QuoteAnswer>;
  decline(id: number, message: string, operator: string): Promise<QuoteAnswer>;
  /** The buyer accepts: the priced lines go into the cart at the quoted price, in place of the same colours' metres. */
  accept(id: number, userId: number): Promise<QuoteAnswer>;
  reject(id: number, userId: number): Promise<QuoteAnswer>;
  /** Asks again with changed lines: back to Requested, prices cleared, an accepted quote's lines out of the cart. */
  revise(id: number, userId: number, lines: QuoteLineBody[]): Promise<QuoteAnswer>;
}

/** A move on a quote as the API answers it: the sentence for the buyer or operator, and the quote now. */
interface QuoteAnswer {
  msg: string;
  data: RestQuote;
}

export function createQuoteService(
  repos: Repositories,
  mailer: Mailer,
  limits: QuoteLimits,
  links: ShopLinks,
  /** Who is mailed when a buyer asks for a quote (ADMIN_EMAILS). */
  operators: readonly string[] = [],
  now: () => Date = () => new Date(),
): QuoteService {
  /** Counts one of the buyer's messages against its hourly limit, in one step; 429 saying when, if over. */
  async function countMessage(userId: number) {
    const max = limits.quoteMessagesPerHour;
    const reserved = await repos.authEvents.reserve('quote_message', [{ subject: `user:${userId}`, max }], HOUR_MINUTES);
    if (reserved.ok) return reserved.ids;
    throw tooManyRequests(QUOTE_LIMIT_MESSAGES.messages(max, reserved.retryAfterSeconds), reserved.retryAfterSeconds);
  }

  /** Gives a counted message back when it was not written. */
  async function counted<T>(ids: number[], work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      await repos.authEvents.release(ids);
      throw error;
    }
  }

  /**
   * Whether the buyer may ask for another quote: fewer than openQuotesPerBuyer open (Requested, or Quoted and still
   * valid) and fewer than quoteRequestsPerHour asked in the last hour; 429 saying why (and when) otherwise. Called
   * under the buyer's lock, in the transaction that writes the quote, so a burst opens exactly the limit.
   */
  async function mayAsk(trx: Trx, userId: number) {
    await repos.quotes.lockBuyer(trx, userId);
    const open = await repos.quotes.openCount(trx, userId, now());
    if (open >= limits.openQuotesPerBuyer) throw tooManyRequests(QUOTE_LIMIT_MESSAGES.open(limits.openQuotesPerBuyer));
    // The buyer's newest quotes, as many as the hourly limit: the last of them says when one may follow.
    const recent = await repos.quotes.askedAt(trx, userId, limits.quoteRequestsPerHour);
    const oldest = recent.at(-1);
    const freeAt = oldest ? new Date(oldest).getTime() + HOUR_MINUTES * 60_000 : 0;
    if (recent.length >= limits.quoteRequestsPerHour && freeAt > now().getTime()) {
      const seconds = Math.ceil((freeAt - now().getTime()) / 1000);
      throw tooManyRequests(QUOTE_LIMIT_MESSAGES.requests(limits.quoteRequestsPerHour, seconds), seconds);
    }
  }

  const one = (executor: Trx | Repositories['db'], id: number) => repos.quotes.one(executor, id, now());

  /** The quote locked for a change: the buyer's own (404 otherwise), or any for an operator. */
  async function locked(trx: Trx, id: number, userId: number | undefined) {
    const quote = await repos.quotes.lock(trx, id, userId);
    if (!quote) throw notFound(QUOTE_MESSAGES.notFound);
    return { ...quote, current: quoteStatusAt(quote.status as QuoteStatus, quote.valid_until, now()) };
  }

  /** Takes `action` on the quote if the table allows it, then does `work` and records the new state. */
  async function transition(
    id: number,
    userId: number | undefined,
    side: QuoteSide,
    action: QuoteAction,
    work: (trx: Trx, quote: Awaited<ReturnType<typeof locked>>) => Promise<void>,
    /** The buyer whose cart the work changes: their cart is locked first (cart, then quote, as every path locks). */
    cartOf?: number,
  ) {
    return repos.transaction(async (trx) => {
      if (cartOf !== undefined) await repos.carts.lockIn(trx, cartOf);
      const quote = await locked(trx, id, userId);
      const problem = quoteTransitionProblem(quote.current, action, side);
      if (problem) throw conflict(problem);
      await work(trx, quote);
      const status = quoteStatusAfter(quote.current, action);
      await repos.quotes.setStatus(trx, id, status === 'Expired' ? 'Quoted' : status);
      return { quote: await one(trx, id), buyer: quote.user_id };
    });
  }

  /** The asked colours on sale, each once and at least its fabric's minimum, read in one query. */
  async function checkedLines(trx: Trx, lines: QuoteLineBody[]): Promise<QuoteLineRow[]> {
    const key = (productId: number | string, color: string) => `${productId}\u0000${color}`;
    const seen = new Set<string>();
    for (const line of lines) {
      if (seen.has(key(Number(line.productId), line.color)))
        throw badRequest(`${line.color} of fabric ${line.productId} is asked for twice: each colour once.`);
      seen.add(key(Number(line.productId), line.color));
    }
    const found = await repos.quotes.coloursOnSale(
      trx,
      lines.map((line) => ({ productId: Number(line.productId), color: line.color })),
    );
    const byKey = new Map(found.map((variety) => [key(variety.product_id, variety.color), variety]));
    return lines.map((line) => {
      const variety = byKey.get(key(Number(line.productId), line.color));
      if (!variety) throw notFound(`Fabric ${line.productId} has no colour ${line.color} on sale.`);
      if (line.metres < variety.minOrderMetres) throw badRequest(minimumOrderMessage(variety.minOrderMetres));
      return {
        variety_id: variety.id,
        product_id: variety.product_id,
        color: variety.color,
        metres: line.metres,
        target_price_paise: line.targetPrice === undefined ? null : rupeesToPaise(line.targetPrice),
      };
    });
  }

  async function create(userId: number, body: QuoteBody) {
    const neededBy = body.neededBy ? neededByProblem(body.neededBy, now()) : null;
    if (neededBy) throw badRequest(neededBy);
    const quote = await repos.transaction(async (trx) => {
      await mayAsk(trx, userId);
      const lines = await checkedLines(trx, body.lines);
      const id = await repos.quotes.insert(trx, { userId, note: body.note?.trim() ?? '', neededBy: body.neededBy ?? null });
      await repos.quotes.writeLines(trx, id, lines);
      return one(trx, id);
    });
    await tellOperators(quote, quote.buyerEmail);
    return { msg: 'Quote requested: we will price it soon', data: quote };
  }

  /** Tells the buyer what the operator did, by mail (the outbox without SMTP); a failure to send changes nothing. */
  async function tellBuyer(userId: number, quote: RestQuote, what: string, message = '') {
    const user = await repos.users.byId(userId);
    if (!user) return;
    await mailer
      .send({
        to: user.email,
        subject: `Your quote ${quote._id}: ${what}`,
        text: quoteEmailText(quote, what, links.quote(quote._id), message),
      })
      .catch(() => undefined);
  }

  /** Tells the operators a buyer is waiting for a price (Console › Quotes); a failure to send changes nothing. */
  async function tellOperators(quote: RestQuote, buyerEmail: string) {
    const lines = quote.lines.map((line) => `  ${line.name} (${line.color}), ${line.metres} m`);
    for (const to of operators)
      await mailer
        .send({
          to,
          subject: `Quote ${quote._id} requested by ${quote.buyerCompany ?? buyerEmail}`,
          text: [
            `${buyerEmail} asks for a price:`,
            ...lines,
            ...(quote.note ? ['', `Note: ${quote.note}`] : []),
            '',
            links.adminQuote(quote._id),
          ].join('\n'),
        })
        .catch(() => undefined);
  }

  const addMessage = repos.quotes.addMessage;

  return {
    create,

    /** Quotes waiting for an operator's price (the console's count), up to one past the console's cap. */
    waiting: repos.quotes.waitingCount,

    /** A quote of the cart's metre lines (not samples, not lines already quoted). */
    async fromCart(userId: number, body: { note?: string | undefined; neededBy?: string | undefined }) {
      const rows = await repos.carts.read(userId);
      const lines = rows.lines
        .filter((line) => !line.is_sample && line.quote_id === null)
        .map((line) => ({ productId: String(line.product_id), color: line.color, metres: line.quantity }));
      if (lines.length === 0) throw badRequest(QUOTE_MESSAGES.emptyCart);
      return create(userId, { lines: lines.slice(0, QUOTE_LIMITS.maxLines), ...body });
    },

    async page(userId: number | undefined, status: QuoteStatus | undefined, page: number, limit: number) {
      // Counted up to one past the cap (the answer says when capped), so a count reads a bounded number of entries.
      const [{ ids, total }, waiting] = await Promise.all([
        repos.quotes.page({ userId, status, now: now() }, page, limit),
        userId === undefined ? repos.quotes.waitingCount() : undefined,
      ]);
      const data = await repos.quotes.read(repos.db, ids, now());
      return { ...pagedAnswer(data, total, limit), ...(waiting !== undefined ? { waiting } : {}) };
    },

    async get(id: number, userId: number | undefined) {
      if (!(await repos.quotes.exists(id, userId))) throw notFound(QUOTE_MESSAGES.notFound);
      return { data: await one(repos.db, id) };
    },

    async message(id: number, userId: number | undefined, side: QuoteSide, text: string) {
      const write = () =>
        transition(id, side === 'buyer' ? userId : undefined, side, 'message', async (trx) => {
          await addMessage(trx, id, side, text);
        });
      const { quote, buyer } = side === 'buyer' && userId !== undefined ? await counted(await countMessage(userId), write) : await write();
      if (side === 'operator') await tellBuyer(buyer, quote, 'A message from FabricMart', text);
      return { msg: 'Message sent', data: quote };
    },

    /** Operators: a price per metre for some or all lines and how long it holds; the quote waits for the buyer. */
    async price(id: number, body: PriceQuoteBody, operator: string) {
      const validUntil = new Date(body.validUntil);
      if (!(validUntil.getTime() > now().getTime())) throw badRequest(QUOTE_MESSAGES.validUntilPast);
      if (validUntil.getTime() - now().getTime() > QUOTE_LIMITS.maxValidDays * DAY_MS) throw badRequest(QUOTE_MESSAGES.validUntilFar);
      const { quote, buyer } = await transition(id, undefined, 'operator', 'price', async (trx) => {
        let priced = 0;
        for (const line of body.lines) {
          const changed = await repos.quotes.priceLine(trx, id, {
            productId: Number(line.productId),
            color: line.color,
            paise: rupeesToPaise(line.pricepermeter),
          });
          if (!changed) throw badRequest(`This quote has no line of ${line.color} of fabric ${line.productId}.`);
          priced++;
        }
        if (priced === 0) throw badRequest(QUOTE_MESSAGES.nothingPriced);
        await repos.quotes.setValidUntil(trx, id, validUntil);
        if (body.message?.trim()) await addMessage(trx, id, 'operator', body.message);
        await repos.activity.record(trx, {
          operator,
          kind: 'quote.price',
          objectId: String(id),
          summary: `Priced ${body.lines.length} line(s) of quote ${id}, valid until ${validUntil.toISOString()}`,
          after: { lines: body.lines, validUntil: validUntil.toISOString() },
        });
      });
      await tellBuyer(buyer, quote, 'Your quote has been priced', body.message ?? '');
      return { msg: 'Quote priced', data: quote };
    },

    async decline(id: number, message: string, operator: string) {
      const { quote, buyer } = await transition(id, undefined, 'operator', 'decline', async (trx) => {
        await addMessage(trx, id, 'operator', message);
        await repos.activity.record(trx, {
          operator,
          kind: 'quote.decline',
          objectId: String(id),
          summary: `Declined quote ${id}: ${message.trim()}`,
          after: { message: message.trim() },
        });
      });
      await tellBuyer(buyer, quote, 'Your quote has been declined', message);
      return { msg: 'Quote declined', data: quote };
    },

    /**
     * The buyer accepts: the priced lines go into the cart at the quoted price, to be ordered while it holds, in place
     * of the same colours' metres at the shown price.
     */
    async accept(id: number, userId: number) {
      const { quote } = await transition(
        id,
        userId,
        'buyer',
        'accept',
        async (trx, locked) => {
          // A company's negotiated price is accepted by a member who may buy at it.
          if (locked.company_id !== null && !may(locked.member_role as CompanyRole, 'placeOrders'))
            throw forbidden(OWNERSHIP_MESSAGES.acceptNotAllowed);
          const priced = await repos.quotes.pricedLines(trx, id);
          if (priced.length === 0) throw conflict(QUOTE_MESSAGES.noPricedLine);
          // The quoted metres take the place of the same colours' metres at the shown price (a quote from the cart).
          await repos.quotes.intoCart(trx, userId, id, priced);
          // The cart now holds the quoted metres beside its other lines of those colours: stock must cover them all.
          const cart = await repos.carts.readIn(trx, userId);
          const short = stockProblem(
            cart.lines.map(kinded),
            priced.map((line) => line.variety_id),
          );
          if (short) throw conflict(short);
        },
        userId,
      );
      return { msg: 'Quote accepted: its lines are in your cart at the quoted prices', data: quote };
    },

    async reject(id: number, userId: number) {
      const { quote } = await transition(id, userId, 'buyer', 'reject', async () => {});
      return { msg: 'Quote rejected', data: quote };
    },

    /** Asks again with changed lines: back to Requested, prices cleared, an accepted quote's lines out of the cart. */
    async revise(id: number, userId: number, lines: QuoteLineBody[]) {
      const { quote } = await transition(id, userId, 'buyer', 'revise', async (trx) => {
        const checked = await checkedLines(trx, lines);
        await repos.quotes.outOfCarts(trx, id);
        await repos.quotes.writeLines(trx, id, checked);
        await repos.quotes.reopen(trx, id);
      });
      return { msg: 'Asked again: we will price it soon', data: quote };
    },
  };
}
