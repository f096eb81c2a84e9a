// npm run admin -- <command> [arguments]: the operators' tools, called on a running server.
// The server is STORE_URL (default http://127.0.0.1:3000). The operator is ADMIN_TOKEN (a session token), or
// ADMIN_EMAIL and ADMIN_PASSWORD to sign in with; the email must be listed in the server's ADMIN_EMAILS.
import { parseArgs } from 'node:util';
import { indianDay } from '../domain/day.js';

const USAGE = `Usage: npm run admin -- <command>
  orders [--status "Ordered Placed"|Ongoing|Shipped|Delivered|Cancelled] [--limit 20] [--search id|email]   the newest orders
  advance <order id> [--transporter name --lr number [--vehicle MH12AB1234] [--date YYYY-MM-DD] [--km 265] [--with id,id]]
                                                                              the order's next stage; to Shipped, with its dispatch
                                                                              (the day defaults to today; --with ships the purchase's
                                                                              other orders in the same consignment)
  delay <order id> <message>                                                  record a delay on its stage
  cancel <order id> [message]                                                 cancel it (the metres go back to stock)
  stock <product id> <colour> <metres>                                        set a colour's stock
  coupon <CODE> <percent|flat> <value> <description> [--min rupees] [--max rupees] [--uses n] [--per-buyer n] [--ends ISO date]
  retire <CODE>                                                               deactivate a coupon
  activity [--limit 20]                                                       the newest operator actions
Everything here is also in the browser at /admin (the operators' console), on the same /api/admin routes.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    status: { type: 'string' },
    limit: { type: 'string' },
    search: { type: 'string' },
    min: { type: 'string' },
    max: { type: 'string' },
    uses: { type: 'string' },
    'per-buyer': { type: 'string' },
    ends: { type: 'string' },
    transporter: { type: 'string' },
    lr: { type: 'string' },
    vehicle: { type: 'string' },
    date: { type: 'string' },
    km: { type: 'string' },
    with: { type: 'string' },
    help: { type: 'boolean' },
  },
});
const base = (process.env.STORE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');

async function call(method: string, path: string, token: string | null, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...(token ? { authorization: token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${response.status}: ${String(answer.message ?? response.statusText)}`);
  return answer;
}

async function token(): Promise<string> {
  if (process.env.ADMIN_TOKEN) return process.env.ADMIN_TOKEN;
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = process.env;
  if (!email || !password)
    throw new Error("Set ADMIN_TOKEN, or ADMIN_EMAIL and ADMIN_PASSWORD of an operator (listed in the server's ADMIN_EMAILS).");
  return String((await call('POST', '/user/signin', null, { email, password })).token);
}

const number = (value: string | undefined, name: string) => {
  const parsed = Number(value);
  if (value === undefined || !Number.isFinite(parsed)) throw new Error(`${name} must be a number`);
  return parsed;
};

interface OrderLine {
  orderId: string;
  _id: string;
  orderStatus: string;
  delayed: boolean;
  item: { name: string; color: string; quantity: number };
  shippingAddress: { city: string };
  createdAt: string;
  buyerEmail: string;
}

async function run(): Promise<void> {
  const [command, ...args] = positionals;
  if (!command || values.help) {
    console.log(USAGE);
    return;
  }
  const operator = await token();
  switch (command) {
    case 'orders': {
      const query = new URLSearchParams({
        ...(values.status ? { status: values.status } : {}),
        ...(values.limit ? { limit: values.limit } : {}),
        ...(values.search ? { q: values.search } : {}),
      });
      const { data, totalItems, countCapped } = (await call('GET', `/admin/orders?${query}`, operator)) as {
        data: OrderLine[];
        totalItems: number;
        countCapped: boolean;
      };
      console.log(`${totalItems}${countCapped ? '+' : ''} order${totalItems === 1 ? '' : 's'}`);
      console.table(
        data.map((order) => ({
          id: order._id,
          order: order.orderId,
          status: order.orderStatus + (order.delayed ? ' (delayed)' : ''),
          buyer: order.buyerEmail,
          fabric: `${order.item.name} (${order.item.color}) × ${order.item.quantity} m`,
          city: order.shippingAddress.city,
          placed: order.createdAt,
        })),
      );
      return;
    }
    case 'advance': {
      const dispatch =
        values.transporter === undefined && values.lr === undefined
          ? undefined
          : {
              transporter: values.transporter ?? '',
              lrNumber: values.lr ?? '',
              date: values.date ?? indianDay(new Date()),
              ...(values.vehicle ? { vehicleNumber: values.vehicle } : {}),
              ...(values.km ? { distanceKm: Number(values.km) } : {}),
            };
      const alsoShip = values.with ? values.with.split(',').map((id) => id.trim()) : undefined;
      const body = dispatch ? { dispatch, ...(alsoShip ? { alsoShip } : {}) } : {};
      console.log((await call('POST', `/admin/order/${encodeURIComponent(args[0] ?? '')}/advance`, operator, body)).msg);
      return;
    }
    case 'delay':
      console.log(
        (await call('POST', `/admin/order/${encodeURIComponent(args[0] ?? '')}/delay`, operator, { message: args.slice(1).join(' ') })).msg,
      );
      return;
    case 'cancel':
      console.log(
        (await call('POST', `/admin/order/${encodeURIComponent(args[0] ?? '')}/cancel`, operator, { message: args.slice(1).join(' ') }))
          .msg,
      );
      return;
    case 'activity': {
      const { data } = (await call('GET', `/admin/activity?limit=${values.limit ?? 20}`, operator)) as {
        data: { createdAt: string; operator: string; kind: string; summary: string }[];
      };
      console.table(data.map(({ createdAt, operator: who, kind, summary }) => ({ when: createdAt, who, kind, summary })));
      return;
    }
    case 'stock':
      console.log(
        (await call('PUT', '/admin/stock', operator, { productId: args[0], color: args[1], stock: number(args[2], 'metres') })).msg,
      );
      return;
    case 'coupon':
      console.log(
        (
          await call('POST', '/admin/coupons', operator, {
            code: args[0],
            kind: args[1],
            value: number(args[2], 'value'),
            description: args.slice(3).join(' '),
            ...(values.min ? { minSubtotal: number(values.min, '--min') } : {}),
            ...(values.max ? { maxDiscount: number(values.max, '--max') } : {}),
            ...(values.uses ? { usageLimit: number(values.uses, '--uses') } : {}),
            ...(values['per-buyer'] ? { perBuyerLimit: number(values['per-buyer'], '--per-buyer') } : {}),
            ...(values.ends ? { endsAt: values.ends } : {}),
          })
        ).msg,
      );
      return;
    case 'retire':
      console.log((await call('DELETE', `/admin/coupons/${encodeURIComponent(args[0] ?? '')}`, operator)).msg);
      return;
    default:
      throw new Error(`Unknown command "${command}".\n${USAGE}`);
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
