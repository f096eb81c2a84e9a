// npm run bench:console -- [--products 100000] [--orders 100000] [--seconds 3] [--connections 4]
// The operators' console at scale, on PostgreSQL (TEST_DATABASE_URL): every list of /api/admin on its first
// page, a deep page and each filter, at 100,000 products and 100,000 orders, beside the storefront's first catalogue
// page measured in the same run as the baseline. Goal: p99 <= 50 ms for every list.
// The database is fabric_bench_<products> (scripts/bench/bench-database.ts), kept between runs; its orders, buyers,
// reviews, support requests and activity are seeded here once, in SQL, and kept too.
// The load comes from wrk (Debian: apt-get install wrk), a process of its own.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { preparePostgres } from './bench/bench-database.js';
import { load } from './bench/wrk.js';
import { spawnServer } from '../tests/support/spawn-server.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    orders: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '4' },
  },
});
const PRODUCTS = Number(values.products);
const ORDERS = Number(values.orders);
const BUYERS = Math.max(1, Math.round(ORDERS / 20));
const GOAL_MS = 50;
const OPERATOR = 'ops@bench.example.in';
const PASSWORD = 'Cotton@2026';
const ORDER_TABLES = [
  'orders',
  'order_items',
  'order_tracking',
  'users',
  'reviews',
  'admin_activity',
  'support_requests',
  'companies',
  'company_members',
  'company_payments',
  'payment_allocations',
  'ledger_invoices',
  'company_receivables',
];
/** The buyers are grouped into companies of 20: every order is one company's invoice on account. */
const COMPANIES = Math.max(1, Math.round(BUYERS / 20));

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error('bench:console measures PostgreSQL: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).');
  process.exit(1);
}

const databaseUrl = await preparePostgres(adminUrl, PRODUCTS);
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
await seedOrders(client);
await seedCompanies(client);
// As autovacuum leaves a table some time after its inserts: statistics and the visibility map up to date.
await client.query(`VACUUM (ANALYZE) ${ORDER_TABLES.join(', ')}, products, product_varieties`);

const server = await spawnServer({
  DATABASE_URL: databaseUrl,
  SEED_PRODUCTS: '0',
  CATALOGUE_CACHE_MB: '0',
  REQUESTS_PER_ADDRESS: '1000000',
  ADMIN_EMAILS: OPERATOR,
  OTP_IN_RESPONSE: 'true',
});
try {
  const token = await operatorToken(server.url);
  const { rows: sample } = await client.query<{ order_number: string; email: string }>(
    `SELECT o.order_number, u.email FROM orders o JOIN users u ON u.id = o.user_id ORDER BY o.id LIMIT 1 OFFSET $1`,
    [Math.floor(ORDERS / 2)],
  );
  const { order_number: orderNumber, email } = sample[0]!;
  const deepOrders = Math.max(1, Math.floor(ORDERS / 20 / 2));
  const lists: [string, string[]][] = [
    ['orders, page 1', ['/api/admin/orders?page=1']],
    ['orders, deep pages', pages('/api/admin/orders?page=', deepOrders)],
    [
      'orders by stage',
      ['Ordered Placed', 'Ongoing', 'Shipped', 'Delivered', 'Cancelled'].map(
        (stage) => `/api/admin/orders?status=${encodeURIComponent(stage)}`,
      ),
    ],
    ['orders by buyer email', [`/api/admin/orders?q=${encodeURIComponent(email)}`]],
    ['orders by FM number', [`/api/admin/orders?q=${orderNumber}`]],
    ['fabrics, page 1', ['/api/admin/products?page=1']],
    ['fabrics, deep pages', pages('/api/admin/products?page=', Math.floor(PRODUCTS / 20 / 2))],
    [
      'fabrics by search',
      ['linen', 'cotton poplin', 'silk', 'denim', 'khadi'].map((q) => `/api/admin/products?q=${encodeURIComponent(q)}`),
    ],
    ['reviews, page 1', ['/api/admin/reviews?page=1']],
    ['reviews, deep pages', pages('/api/admin/reviews?page=', 50)],
    ['buyers by search', ['bench.buyer.42', 'Bench Buyer 7', 'mill.example'].map((q) => `/api/admin/buyers?q=${encodeURIComponent(q)}`)],
    ['buyers, page 1', ['/api/admin/buyers?page=1']],
    ['support, page 1', ['/api/admin/support?page=1', '/api/admin/support?handled=false', '/api/admin/support?handled=true']],
    ['support, deep pages', pages('/api/admin/support?page=', 250)],
    ['activity, page 1', ['/api/admin/activity?page=1']],
    [
      'activity by operator or kind',
      ['operator=ops%40bench.example.in', 'kind=order.advance', 'kind=stock.set&operator=ops%40bench.example.in'].map(
        (q) => `/api/admin/activity?${q}`,
      ),
    ],
    ['activity, deep pages', pages('/api/admin/activity?page=', 2500)],
    ['coupons', ['/api/admin/coupons']],
    ['companies, page 1', ['/api/admin/companies?page=1']],
    ['companies, deep pages', pages('/api/admin/companies?page=', Math.max(1, Math.floor(COMPANIES / 20 / 2)))],
    ['companies by search', ['Bench Company 7', 'bench company 42', 'surat'].map((q) => `/api/admin/companies?q=${encodeURIComponent(q)}`)],
    ['receivables, page 1', ['/api/admin/receivables?page=1']],
    ['receivables, deep pages', pages('/api/admin/receivables?page=', Math.max(1, Math.floor(COMPANIES / 20 / 2)))],
  ];
  const options = { seconds: Number(values.seconds), connections: Number(values.connections), headers: { authorization: token } };
  const baseline = await load(server.url, ['/api/getAllProducts?page=1&limit=12'], options);
  const results = [];
  for (const [name, paths] of lists) {
    await expectOk(server.url, paths[0]!, token);
    results.push({ name, ...(await load(server.url, paths, options)) });
  }

  console.log(
    `\nThe console's lists at ${PRODUCTS.toLocaleString('en-IN')} products and ${ORDERS.toLocaleString('en-IN')} orders, PostgreSQL,`,
  );
  console.log(`${options.connections} connections for ${options.seconds} s each (goal p99 <= ${GOAL_MS} ms)\n`);
  const row = (name: string, p50: string, p99: string, rps: string, errors: string, verdict: string) =>
    console.log(`${name.padEnd(34)}${p50.padStart(9)}${p99.padStart(9)}${rps.padStart(9)}${errors.padStart(8)}  ${verdict}`);
  row('list', 'p50 ms', 'p99 ms', 'req/s', 'errors', '');
  row(
    'baseline: storefront page 1',
    String(baseline.p50),
    String(baseline.p99),
    String(Math.round(baseline.rps)),
    String(baseline.errors),
    '',
  );
  for (const result of results)
    row(
      result.name,
      String(result.p50),
      String(result.p99),
      String(Math.round(result.rps)),
      String(result.errors),
      result.p99 <= GOAL_MS && result.errors === 0 ? 'ok' : 'OVER',
    );
  const over = results.filter((result) => result.p99 > GOAL_MS || result.errors > 0);
  console.log(over.length === 0 ? '\nEvery list met its goal.' : `\nOver the goal: ${over.map((result) => result.name).join(', ')}.`);
  process.exitCode = over.length === 0 ? 0 : 1;
} finally {
  await server.stop();
  await client.end();
}

/** Page numbers spread over the first `last` pages. */
function pages(prefix: string, last: number): string[] {
  return Array.from({ length: 10 }, (_, at) => `${prefix}${Math.max(1, Math.round(((at + 1) * last) / 10))}`);
}

async function expectOk(url: string, path: string, token: string): Promise<void> {
  const response = await fetch(url + path, { headers: { authorization: token } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
}

/** The bench's operator signs up (codes come back in answers here), or signs in when an earlier run made it. */
async function operatorToken(url: string): Promise<string> {
  const post = async (path: string, body: object) => {
    const response = await fetch(`${url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { ok: response.ok, body: (await response.json()) as Record<string, string> };
  };
  const signIn = await post('/user/signin', { email: OPERATOR, password: PASSWORD });
  if (signIn.ok) return signIn.body.token!;
  const { body: code } = await post('/user/signup', { email: OPERATOR });
  const session = await post('/user/verifyOtp', {
    type: 'signin',
    email: OPERATOR,
    otp: code.otp,
    challenge: code.challenge,
    name: 'Bench Desk',
    phone: '9876543210',
    password: PASSWORD,
  });
  if (!session.ok) throw new Error(`The bench's operator could not sign up: ${JSON.stringify(session.body)}`);
  return session.body.token!;
}

/**
 * Buyers, their orders (one line each, tracked through the stages the way the shop moves them), reviews, support
 * requests and the operators' activity, in SQL, once: kept while the database holds at least ORDERS orders.
 */
async function seedOrders(db: pg.Client): Promise<void> {
  const { rows } = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM orders');
  if (rows[0]!.total >= ORDERS) return;
  console.log(
    `Seeding ${ORDERS.toLocaleString('en-IN')} orders from ${BUYERS.toLocaleString('en-IN')} buyers (once; kept for later runs)…`,
  );
  const started = Date.now();
  await db.query('BEGIN');
  await db.query(
    'TRUNCATE admin_activity, support_requests, order_tracking, order_items, orders, review_images, reviews RESTART IDENTITY CASCADE',
  );
  await db.query(`DELETE FROM users WHERE email LIKE 'bench.buyer.%'`);
  await db.query(
    `INSERT INTO users (name, email, phone, created_at)
     SELECT 'Bench Buyer ' || g, 'bench.buyer.' || g || '@mill.example.in', '98' || lpad(g::text, 8, '0'), now() - (g || ' minutes')::interval
     FROM generate_series(1, $1::int) g`,
    [BUYERS],
  );
  // Each order: a buyer, a fabric's first colour, 1 to 50 metres at its price, GST at 5% (tax), free shipping.
  await db.query(
    `INSERT INTO orders (order_number, purchase_number, user_id, payment_method, shipping_option, subtotal_paise,
       shipping_paise, tax_paise, total_paise, ship_full_name, ship_phone, ship_address, ship_city, ship_state,
       ship_pin_code, ship_country, created_at, invoice_number)
     SELECT 'FM' || lpad(upper(to_hex(g)), 10, '0'), 'P' || lpad(upper(to_hex(g)), 10, '0'), u.id,
       (ARRAY['UPI', 'Credit Card', 'Cash on Delivery'])[1 + g % 3], 'free', 100000 * (1 + g % 50), 0,
       5000 * (1 + g % 50), 105000 * (1 + g % 50), u.name, '9876543210', '12 Mill Road', 'Surat', 'Gujarat', '395003',
       'India', now() - ((($1::int - g) * 3) || ' minutes')::interval, 'FM/BNCH/' || lpad(g::text, 7, '0')
     FROM generate_series(1, $1::int) g
     JOIN users u ON u.email = 'bench.buyer.' || (1 + g % $2::int) || '@mill.example.in'`,
    [ORDERS, BUYERS],
  );
  await db.query(
    `INSERT INTO order_items (order_id, product_id, variety_id, name, description, color, quantity, unit_price_paise, line_total_paise, hsn_code)
     SELECT o.id, p.id, v.id, p.name, left(p.description, 200), v.color, 1 + o.id % 50, 100000, 100000 * (1 + o.id % 50), '5208'
     FROM orders o
     JOIN products p ON p.id = 1 + (o.id * 7919) % $1::int
     JOIN LATERAL (SELECT id, color FROM product_varieties WHERE product_id = p.id ORDER BY id LIMIT 1) v ON true`,
    [PRODUCTS],
  );
  // Stages in the order the shop moves them: every order placed; then a share each Ongoing, Shipped, Delivered or Cancelled.
  await db.query(`INSERT INTO order_tracking (order_id, status, created_at) SELECT id, 'Ordered Placed', created_at FROM orders`);
  for (const [stage, share] of [
    ['Ongoing', 'id % 10 >= 2'],
    ['Shipped', 'id % 10 >= 4'],
    ['Delivered', 'id % 10 >= 6'],
  ] as const) {
    await db.query(`UPDATE order_tracking SET is_active = false WHERE is_active AND order_id IN (SELECT id FROM orders WHERE ${share})`);
    await db.query(
      `INSERT INTO order_tracking (order_id, status, created_at) SELECT id, $1, created_at + interval '1 day' FROM orders WHERE ${share}`,
      [stage],
    );
  }
  await db.query(`UPDATE order_tracking SET is_active = false WHERE is_active AND order_id IN (SELECT id FROM orders WHERE id % 10 = 1)`);
  await db.query(
    `INSERT INTO order_tracking (order_id, status, created_at) SELECT id, 'Cancelled', created_at + interval '1 hour' FROM orders WHERE id % 10 = 1`,
  );
  // A review by every tenth order's buyer on what they bought (one per buyer and fabric).
  await db.query(
    `INSERT INTO reviews (product_id, user_id, order_id, rating, review, verified_purchase, created_at)
     SELECT DISTINCT ON (i.product_id, o.user_id) i.product_id, o.user_id, o.order_number, 1 + o.id % 5,
       'Good weight and true colour; bench review ' || o.id, true, o.created_at + interval '5 days'
     FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.id % 10 = 7`,
  );
  await db.query(
    `INSERT INTO support_requests (user_id, name, contact_details, message, created_at, handled_at)
     SELECT CASE WHEN g % 2 = 0 THEN u.id END, u.name, u.email, 'Where is my order? Bench request ' || g,
       now() - (g || ' minutes')::interval, CASE WHEN g % 3 = 0 THEN now() END
     FROM generate_series(1, $1::int) g JOIN users u ON u.email = 'bench.buyer.' || (1 + g % $2::int) || '@mill.example.in'`,
    [Math.round(ORDERS / 5), BUYERS],
  );
  await db.query(
    `INSERT INTO admin_activity (operator_email, kind, object_type, object_id, summary, before, after, created_at)
     SELECT CASE WHEN g % 4 = 0 THEN $2 ELSE 'desk' || (g % 5) || '@bench.example.in' END,
       (ARRAY['order.advance', 'stock.set', 'product.update', 'coupon.create', 'review.hide'])[1 + g % 5],
       (ARRAY['order', 'product', 'product', 'coupon', 'review'])[1 + g % 5], (1 + g % 1000)::text,
       'Bench change ' || g, jsonb_build_object('stock', g % 300), jsonb_build_object('stock', g % 300 + 10),
       now() - ((($1::int - g)) || ' minutes')::interval
     FROM generate_series(1, $1::int) g`,
    [ORDERS, OPERATOR],
  );
  await db.query('COMMIT');
  await db.query('ANALYZE');
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/**
 * Companies of 20 buyers each, on Net 30, every order theirs on account (one invoice each: ORDERS invoices), due 30
 * days after it, half of them paid in full by a confirmed NEFT: kept while every order is on account.
 */
async function seedCompanies(db: pg.Client): Promise<void> {
  const { rows } = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM orders WHERE payment_method = 'On Account'`);
  if (rows[0]!.total >= ORDERS) return;
  console.log(`Seeding ${COMPANIES.toLocaleString('en-IN')} companies with ${ORDERS.toLocaleString('en-IN')} invoices on account (once)…`);
  const started = Date.now();
  await db.query('BEGIN');
  // A bulk load: the ledger's triggers are off (they would work out each invoice's row one at a time, planned for
  // the tables as they were before the load), and its rows are worked out at once at the end.
  await db.query("SET LOCAL session_replication_role = 'replica'");
  // Not TRUNCATE … CASCADE: orders refer to companies, and would go with them.
  await db.query('DELETE FROM payment_allocations');
  await db.query('DELETE FROM company_payments');
  await db.query('DELETE FROM order_approvals');
  await db.query('DELETE FROM company_members');
  await db.query(
    `UPDATE orders SET company_id = NULL, payment_due = NULL, payment_method = 'UPI' WHERE company_id IS NOT NULL AND payment_method = 'On Account'`,
  );
  await db.query('UPDATE orders SET company_id = NULL WHERE company_id IS NOT NULL');
  await db.query('DELETE FROM companies');
  await db.query(
    `INSERT INTO companies (id, name, address, city, state_code, pin_code, terms, credit_limit_paise)
     SELECT g, 'Bench Company ' || g, '12 Mill Road', 'Surat', '24', '395003', 'net30', 1000000000 FROM generate_series(1, $1::int) g`,
    [COMPANIES],
  );
  await db.query(`SELECT setval('companies_id_seq', $1::int)`, [COMPANIES]);
  await db.query(
    `INSERT INTO company_members (user_id, company_id, role)
     SELECT u.id, 1 + (u.id % $1::int), CASE WHEN u.id <= $1::int THEN 'owner' ELSE 'buyer' END
     FROM users u WHERE u.email LIKE 'bench.buyer.%'`,
    [COMPANIES],
  );
  await db.query(
    `UPDATE orders o SET company_id = m.company_id, payment_method = 'On Account', payment_due = (o.created_at AT TIME ZONE 'Asia/Kolkata')::date + 30
     FROM company_members m WHERE m.user_id = o.user_id`,
  );
  await db.query(
    `INSERT INTO company_payments (company_id, amount_paise, method, reference, status, confirmed_by, confirmed_at, created_at)
     SELECT o.company_id, o.total_paise, 'NEFT', 'BENCH' || o.id, 'confirmed', $1, o.created_at + interval '20 days', o.created_at + interval '20 days'
     FROM orders o WHERE o.id % 2 = 0`,
    [OPERATOR],
  );
  await db.query(
    `INSERT INTO payment_allocations (payment_id, invoice_number, amount_paise)
     SELECT p.id, o.invoice_number, p.amount_paise FROM company_payments p JOIN orders o ON p.reference = 'BENCH' || o.id`,
  );
  await db.query('SELECT ledger_rebuild()');
  await db.query(`SELECT receivables_rebuild((now() AT TIME ZONE 'Asia/Kolkata')::date)`);
  await db.query('COMMIT');
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
