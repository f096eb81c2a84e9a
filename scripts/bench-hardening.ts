// npm run bench:hardening [-- memory cost load races]: the attacks a hostile caller tries, from outside on a server process over loopback, bounded in
// count and time. It prints what each attack achieved, so a run before and after a change can be set side by side.
//   1. memory: 1,000 distinct invalid GraphQL documents (a differing comment, then 50,000 fields), then 1,000 distinct
//      valid ones; the server's resident memory after each batch, and whether it still answers;
//   2. cost: one document with 1,000 aliases of products(limit: 100): how long it takes to be answered, and how long
//      a /api/health sent meanwhile waits;
//   3. load: 15 s of catalogue pages with varying filters at 32 connections and the answer cache off, first through
//      REST, then the same pages through the BFF's products query (a fresh server each): requests served and peak RSS;
//      the REST run is the baseline (a BFF that kept each backend call alive for its 10 s timeout grew past 4 GB);
//   4. races: 150 concurrent wrong passwords for one email, then the right one, then the owner's way in (a code from
//      their own address); 200 concurrent code requests for one email (on PostgreSQL when TEST_DATABASE_URL is set,
//      else PGlite);
//   5. fanout: 20 GraphQL documents at once, each 10 fragments spreading the next 10 times (10^10 selections): how
//      long until all are answered, and /api/health's latency meanwhile beside its latency at rest;
//   6. uploads: 30 signed-out addReview requests at once, each sending 5 photos of 5 MB: the server's resident memory
//      (peak and after) beside at rest, and how the requests were answered;
//   7. flush: catalogue pages at 32 connections for 10 s with the answer cache on, once untouched (the baseline) and
//      once while buyers rename themselves and write reviews: requests/s and the share answered from the cache;
//   8. unknown: 16 connections asking for article pages for 10 s, known ones (the baseline) then unknown ones, then
//      unknown product pages: /api/health's latency meanwhile.
//   9. invoices: one buyer's tax invoice downloaded 50 at a time for 5 s, then 10 buyers' 40 fresh invoices asked for
//      at once (drawn, 2 waiting per buyer at most): /api/health's latency meanwhile beside at rest (the baseline)
//      (PostgreSQL when TEST_DATABASE_URL is set, else PGlite);
//  10. quotes: one buyer files 200 quote requests as fast as it can, then 100 messages on one quote: how many the
//      shop took (the console's waiting count grows by that) and how it said no to the rest.
import { connect } from 'node:net';
import { freshPostgres } from '../tests/support/fresh-postgres.js';
import { productsQueryPath } from '../tests/support/products-query-path.js';
import { spawnServer, type SpawnedServer } from '../tests/support/spawn-server.js';
import { SURAT_ADDRESS } from '../tests/support/buyers.js';

const PASSWORD = 'Cotton@2026';

/**
 * POSTs JSON; `from` names the client's address (the server trusts X-Forwarded-For from loopback, as from its BFF),
 * `cookie` the browser's cookies. Answers the status, the body and the device cookie the server set, if any.
 */
async function post(
  url: string,
  body: unknown,
  timeoutMs = 60_000,
  from?: string,
  cookie?: string,
): Promise<{ status: number; body: string; device?: string }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}), ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const device = response.headers
      .getSetCookie()
      .find((value) => value.startsWith('fm_device='))
      ?.split(';')[0];
    return { status: response.status, body: await response.text(), ...(device ? { device } : {}) };
  } catch (error) {
    return { status: 0, body: (error as Error).message };
  }
}

const running = (server: SpawnedServer) => server.child.exitCode === null && server.child.signalCode === null;
const alive = async (server: SpawnedServer) =>
  (await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5000) }).catch(() => null))?.ok === true;
/** 'yes', or how it stopped answering (hung, or crashed and why). */
const stillAnswering = async (server: SpawnedServer) =>
  (await alive(server))
    ? 'yes'
    : `no (${running(server) ? 'hung' : `crashed: ${/heap out of memory/.test(server.output()) ? 'JavaScript heap out of memory' : (server.child.signalCode ?? server.child.exitCode)}`})`;

/** Sends up to 1,000 distinct documents made by `document(n)`, one at a time; what memory did and whether it survived. */
async function flood(label: string, document: (n: number) => string): Promise<Record<string, string | number>> {
  const server = await spawnServer();
  const result: Record<string, string | number> = { [`${label}: RSS at start (MB)`]: Math.round(server.rssMb()) };
  try {
    let sent = 0;
    let peak = 0;
    for (; sent < 1000 && running(server); sent++) {
      await post(`${server.url}/graphql`, { query: document(sent) });
      peak = Math.max(peak, server.rssMb() || 0);
    }
    result[`${label}: documents sent`] = sent;
    result[`${label}: peak RSS (MB)`] = Math.round(peak);
    result[`${label}: still answering`] = await stillAnswering(server);
  } finally {
    await server.stop();
  }
  return result;
}

async function memory(): Promise<Record<string, string | number>> {
  return {
    ...(await flood('invalid', (n) => `# ${n}\n{${' a'.repeat(50_000)} }`)),
    ...(await flood('valid', (n) => `# ${n}\n{${' categoryNames'.repeat(50_000)} }`)),
  };
}

async function cost(): Promise<Record<string, string | number>> {
  const server = await spawnServer();
  try {
    const aliases = Array.from({ length: 1000 }, (_, i) => `p${i}: products(limit: 100) { data { id name } }`).join(' ');
    const started = performance.now();
    let answeredMs = 0;
    const attack = post(`${server.url}/graphql`, { query: `{ ${aliases} }` }, 120_000).then((answer) => {
      answeredMs = performance.now() - started;
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const healthStarted = performance.now();
    await alive(server);
    const healthMs = performance.now() - healthStarted;
    const answer = await attack;
    return {
      'alias document answered in (ms)': Math.round(answeredMs),
      'its status': answer.status,
      'a /api/health sent meanwhile waited (ms)': Math.round(healthMs),
    };
  } finally {
    await server.stop();
  }
}

const LOAD_SECONDS = 15;
const LOAD_CONNECTIONS = 32;
const LOAD_FILTERS: [rest: string, graph: object][] = [
  ['', {}],
  ['&category=Cotton', { categories: ['Cotton'] }],
  ['&rating=3', { rating: 3 }],
  ['&bestDeals=true', { todaysDeals: true }],
  ['&priceRange=100-200', { price: '100-200' }],
  ['&weight=200', { weight: 200 }],
  ['&construction=96x72', { construction: '96x72' }],
];

/** LOAD_CONNECTIONS loops asking for `path(n)` for LOAD_SECONDS on a fresh server: what was served and the peak RSS. */
async function sustained(label: string, path: (n: number) => string): Promise<Record<string, string | number>> {
  const server = await spawnServer({ CATALOGUE_CACHE_MB: '0', REQUESTS_PER_ADDRESS: '1000000' });
  try {
    const start = Math.round(server.rssMb());
    const until = Date.now() + LOAD_SECONDS * 1000;
    let served = 0;
    let failed = 0;
    let peak = start;
    const sampler = setInterval(() => {
      peak = Math.max(peak, server.rssMb() || 0);
    }, 250);
    await Promise.all(
      Array.from({ length: LOAD_CONNECTIONS }, async (_, connection) => {
        for (let n = connection; Date.now() < until; n += LOAD_CONNECTIONS) {
          const response = await fetch(server.url + path(n), { signal: AbortSignal.timeout(30_000) }).catch(() => null);
          if (response?.ok && (await response.text()).includes('"totalProducts":')) served++;
          else failed++;
        }
      }),
    );
    clearInterval(sampler);
    return {
      [`${label}: requests/s`]: Math.round(served / LOAD_SECONDS),
      [`${label}: failed`]: failed,
      [`${label}: RSS at start (MB)`]: start,
      [`${label}: peak RSS (MB)`]: Math.round(peak),
      [`${label}: still answering`]: await stillAnswering(server),
    };
  } finally {
    await server.stop();
  }
}

async function load(): Promise<Record<string, string | number>> {
  const filter = (n: number) => LOAD_FILTERS[n % LOAD_FILTERS.length]!;
  const page = (n: number) => 1 + (Math.floor(n / LOAD_FILTERS.length) % 3);
  return {
    ...(await sustained('REST (baseline)', (n) => `/api/getAllProducts?page=${page(n)}&limit=12${filter(n)[0]}`)),
    ...(await sustained('BFF', (n) => productsQueryPath(filter(n)[1], page(n)))),
  };
}

async function races(): Promise<Record<string, string | number>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = adminUrl ? await freshPostgres(adminUrl, 'hardening', 50) : null;
  const server = await spawnServer({ OTP_IN_RESPONSE: 'true', SCRYPT_COST: '16384', ...(postgres ? { DATABASE_URL: postgres.url } : {}) });
  try {
    const email = `race.${Date.now()}@mill.example.in`;
    const { body } = await post(`${server.url}/api/user/signup`, { email });
    const otp = (JSON.parse(body) as { otp: string }).otp;
    // The owner's browser keeps the device cookie its sign-up gave it (servers before it gave none).
    const { device } = await post(`${server.url}/api/user/verifyOtp`, {
      type: 'signin',
      email,
      otp,
      name: 'Race Buyer',
      phone: '9876543210',
      password: PASSWORD,
    });
    // Others, each from an address of their own: wrong passwords, code requests and guesses at codes for the email.
    const elsewhere = (n: number) => `198.51.100.${n % 250}`;
    const wrong = await Promise.all(
      Array.from({ length: 150 }, (_, n) =>
        post(`${server.url}/api/user/signin`, { email, password: 'Wrong@2026x' }, 60_000, elsewhere(n)),
      ),
    );
    await Promise.all(Array.from({ length: 20 }, (_, n) => post(`${server.url}/api/user/login`, { email }, 60_000, elsewhere(n))));
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        post(`${server.url}/api/user/verifyOtp`, { type: 'login', email, otp: '000000' }, 60_000, elsewhere(n)),
      ),
    );
    const home = '203.0.113.9';
    const right = await post(`${server.url}/api/user/signin`, { email, password: PASSWORD }, 60_000, home);
    const askedAnswer = await post(`${server.url}/api/user/login`, { email }, 60_000, home, device);
    const asked = (askedAnswer.status === 200 ? JSON.parse(askedAnswer.body) : {}) as { otp?: string; challenge?: string };
    const byCode = asked.otp
      ? await post(
          `${server.url}/api/user/verifyOtp`,
          { type: 'login', email, otp: asked.otp, ...(asked.challenge ? { challenge: asked.challenge } : {}) },
          60_000,
          home,
        )
      : askedAnswer;
    const codeEmail = `codes.${Date.now()}@mill.example.in`;
    const codes = await Promise.all(Array.from({ length: 200 }, () => post(`${server.url}/api/user/signup`, { email: codeEmail })));
    const floodedEmail = `flooded.${Date.now()}@mill.example.in`;
    const fromMany = await Promise.all(
      Array.from({ length: 60 }, (_, n) => post(`${server.url}/api/user/login`, { email: floodedEmail }, 60_000, elsewhere(n))),
    );
    return {
      database: postgres ? 'PostgreSQL' : 'PGlite',
      'wrong passwords evaluated (401 of 150; limit 10)': wrong.filter((r) => r.status === 401).length,
      'then the owner: the right password': right.status === 200 ? 'signed in (200)' : `refused (${right.status})`,
      'then the owner: a code from their own browser': byCode.status === 200 ? 'signed in (200)' : `refused (${byCode.status})`,
      'codes issued (200 of 200; limit 5)': codes.filter((r) => r.status === 200).length,
      'mails to one email from 60 addresses (limit 10 an hour)': fromMany.filter((r) => r.status === 200).length,
    };
  } finally {
    await server.stop();
    await postgres?.drop();
  }
}

/** /api/health asked every 50 ms while `during` runs: its latencies (ms). */
async function healthWhile(server: SpawnedServer, during: () => Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let done = false;
  const sampler = (async () => {
    while (!done) {
      const started = performance.now();
      await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(30_000) }).catch(() => null);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await during();
  done = true;
  await sampler;
  return latencies;
}
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
};
const latencyFigures = (label: string, values: number[]) => ({
  [`${label}: p50 (ms)`]: percentile(values, 0.5),
  [`${label}: p99 (ms)`]: percentile(values, 0.99),
  [`${label}: max (ms)`]: percentile(values, 1),
});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fanout(): Promise<Record<string, string | number>> {
  const server = await spawnServer();
  try {
    const fragments = Array.from(
      { length: 10 },
      (_, i) =>
        `fragment F${i} on Product { ${
          i < 9
            ? Array(10)
                .fill(`...F${i + 1}`)
                .join(' ')
            : 'id name'
        } }`,
    );
    const query = `{ product(id: "1") { ...F0 } } ${fragments.join(' ')}`;
    const atRest = await healthWhile(server, () => pause(1000));
    let answeredMs = 0;
    const statuses: number[] = [];
    const underAttack = await healthWhile(server, async () => {
      const started = performance.now();
      statuses.push(
        ...(await Promise.all(Array.from({ length: 20 }, () => post(`${server.url}/graphql`, { query }, 600_000)))).map(
          (answer) => answer.status,
        ),
      );
      answeredMs = performance.now() - started;
    });
    return {
      'document size (bytes)': query.length,
      '20 at once: all answered in (ms)': Math.round(answeredMs),
      'their statuses': [...new Set(statuses)].join(', '),
      ...latencyFigures('/api/health at rest (baseline)', atRest),
      ...latencyFigures('/api/health meanwhile', underAttack),
    };
  } finally {
    await server.stop();
  }
}

/** Sends a multipart addReview of five 5 MB photos over a raw socket: the status line it got back, if any. */
function unsignedUpload(port: number, photo: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const boundary = '----bench';
    const operations = JSON.stringify({
      query: 'mutation ($images: [Upload!]) { addReview(productId: "1", rating: 5, review: "x", images: $images) { id } }',
      variables: { images: [null, null, null, null, null] },
    });
    const map = JSON.stringify(Object.fromEntries(Array.from({ length: 5 }, (_, i) => [String(i), [`variables.images.${i}`]])));
    const parts: Buffer[] = [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${map}\r\n`,
      ),
    ];
    for (let i = 0; i < 5; i++)
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${i}"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
        photo,
        Buffer.from('\r\n'),
      );
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    const length = parts.reduce((sum, part) => sum + part.length, 0);
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    // Like a browser, it stops sending once it has its answer.
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      const status = /^HTTP\/1.1 \d+/.exec(answer)?.[0];
      if (status) {
        resolve(status);
        socket.destroy();
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve('no answer'));
    socket.setTimeout(120_000, () => socket.destroy());
    socket.on('connect', async () => {
      socket.write(
        `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`,
      );
      for (const part of parts) {
        if (socket.destroyed) return;
        if (!socket.write(part)) await new Promise((go) => socket.once('drain', go).once('close', go));
      }
    });
  });
}

async function uploads(): Promise<Record<string, string | number>> {
  const server = await spawnServer();
  try {
    await pause(1000);
    const atRest = Math.round(server.rssMb());
    let peak = atRest;
    const sampler = setInterval(() => {
      peak = Math.max(peak, server.rssMb() || 0);
    }, 100);
    const photo = Buffer.alloc(5 * 1024 * 1024, 0x41);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 30 }, () => unsignedUpload(Number(new URL(server.url).port), photo)));
    const answeredMs = performance.now() - started;
    await pause(1000);
    clearInterval(sampler);
    const counts = new Map<string, number>();
    for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1);
    return {
      'RSS at rest (MB, baseline)': atRest,
      'peak RSS during 30 uploads of 25 MB (MB)': Math.round(peak),
      'RSS a second after (MB)': Math.round(server.rssMb()),
      'all answered in (ms)': Math.round(answeredMs),
      answers: [...counts].map(([status, count]) => `${count} × ${status}`).join(', '),
      'still answering': await stillAnswering(server),
    };
  } finally {
    await server.stop();
  }
}

/** A buyer signed up on `server` (codes are in the answer there); their token. */
async function signedUp(server: SpawnedServer, label: string): Promise<string> {
  const email = `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@mill.example.in`;
  const { otp, challenge } = JSON.parse((await post(`${server.url}/api/user/signup`, { email })).body) as {
    otp: string;
    challenge: string;
  };
  // (Servers from before codes had challenges send none, and take none.)
  const signedIn = await post(`${server.url}/api/user/verifyOtp`, {
    type: 'signin',
    email,
    otp,
    ...(challenge ? { challenge } : {}),
    name: 'Bench Buyer',
    phone: '9876543210',
    password: PASSWORD,
  });
  return (JSON.parse(signedIn.body) as { token: string }).token;
}

async function multipart(server: SpawnedServer, method: string, path: string, token: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return fetch(`${server.url}${path}`, { method, headers: { authorization: token }, body: form }).then(
    (response) => response.status,
    () => 0,
  );
}

const FLUSH_SECONDS = 10;
async function flush(): Promise<Record<string, string | number>> {
  const server = await spawnServer({ OTP_IN_RESPONSE: 'true', REQUESTS_PER_ADDRESS: '1000000' });
  try {
    const writers = await Promise.all(Array.from({ length: 20 }, (_, i) => signedUp(server, `flush${i}`)));
    /** Catalogue pages for FLUSH_SECONDS at 32 connections while `meanwhile` runs: requests/s and the cache's share. */
    const run = async (meanwhile: () => Promise<void>) => {
      const until = Date.now() + FLUSH_SECONDS * 1000;
      let served = 0;
      let hits = 0;
      await Promise.all([
        meanwhile(),
        ...Array.from({ length: LOAD_CONNECTIONS }, async (_, connection) => {
          for (let n = connection; Date.now() < until; n += LOAD_CONNECTIONS) {
            const response = await fetch(
              `${server.url}/api/getAllProducts?page=${1 + (n % 5)}&limit=12${LOAD_FILTERS[n % LOAD_FILTERS.length]![0]}`,
            ).catch(() => null);
            if (!response?.ok) continue;
            await response.arrayBuffer();
            served++;
            if (response.headers.get('x-cache') === 'hit') hits++;
          }
        }),
      ]);
      return { perSecond: Math.round(served / FLUSH_SECONDS), hitRate: `${Math.round((100 * hits) / Math.max(served, 1))}%` };
    };
    const quiet = await run(async () => {});
    const products = (
      JSON.parse(await fetch(`${server.url}/api/getAllProducts?page=2&limit=20`).then((r) => r.text())) as { data: { _id: string }[] }
    ).data;
    const busy = await run(async () => {
      for (let i = 0; i < 20; i++) {
        await multipart(server, 'PUT', '/api/user/edit-user', writers[i]!, { name: `Renamed Buyer ${i}` });
        await multipart(server, 'POST', '/api/product/addReview', writers[i]!, {
          productId: products[i]!._id,
          rating: '4',
          review: 'Bench review',
        });
        await pause((FLUSH_SECONDS * 1000) / 25);
      }
    });
    return {
      'untouched: requests/s (baseline)': quiet.perSecond,
      'untouched: answered from the cache': quiet.hitRate,
      '20 renames and 20 reviews meanwhile: requests/s': busy.perSecond,
      '20 renames and 20 reviews meanwhile: answered from the cache': busy.hitRate,
    };
  } finally {
    await server.stop();
  }
}

async function unknown(): Promise<Record<string, string | number>> {
  const server = await spawnServer();
  try {
    const ask = (path: (n: number) => string) => async () => {
      const until = Date.now() + FLUSH_SECONDS * 1000;
      await Promise.all(
        Array.from({ length: 16 }, async (_, connection) => {
          for (let n = connection; Date.now() < until; n += 16)
            await fetch(server.url + path(n)).then(
              (response) => response.arrayBuffer(),
              () => null,
            );
        }),
      );
    };
    const known = await healthWhile(
      server,
      ask(() => '/blogs/cotton-vs-linen'),
    );
    const unknownPaths = await healthWhile(
      server,
      ask((n) => `/blogs/no-such-article-${n}-${Math.random().toString(36).slice(2)}`),
    );
    const unknownProducts = await healthWhile(
      server,
      ask((n) => `/product/${900_000 + n}`),
    );
    return {
      ...latencyFigures('/api/health during known articles (baseline)', known),
      ...latencyFigures('/api/health during unknown articles', unknownPaths),
      ...latencyFigures('/api/health during unknown products', unknownProducts),
    };
  } finally {
    await server.stop();
  }
}

/** A server with codes in its answers and no per-address limit, on a fresh PostgreSQL database when TEST_DATABASE_URL is set. */
async function shopServer(label: string) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = adminUrl ? await freshPostgres(adminUrl, label, 50) : null;
  const server = await spawnServer({
    OTP_IN_RESPONSE: 'true',
    REQUESTS_PER_ADDRESS: '1000000',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  return { server, postgres };
}

/** How many answers had each status: '20× 201, 180× 429'. */
const statusCounts = (statuses: number[]) =>
  Object.entries(statuses.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {}))
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');

/** A buyer of `server` with an address and `orders` orders of one metre each; their token and order ids. */
async function buyerWithOrders(server: SpawnedServer, label: string, orders: number) {
  const token = await signedUp(server, label);
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}/api${path}`, {
      method,
      headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }).then(async (response) => ({ status: response.status, body: await response.text() }));
  await call('POST', '/address', SURAT_ADDRESS);
  const products = (
    JSON.parse((await call('GET', '/getAllProducts?page=1&limit=100')).body) as {
      data: { _id: string; minOrderMetres?: number; productVarieties: { color: string; stock: number }[] }[];
    }
  ).data.filter((product) => (product.productVarieties[0]?.stock ?? 0) >= 2 * (product.minOrderMetres ?? 1));
  const ids: string[] = [];
  for (let n = 0; n < orders; n++) {
    const product = products[n % products.length]!;
    const quantity = product.minOrderMetres ?? 1;
    await call('POST', '/user/add-to-cart', { productId: product._id, color: product.productVarieties[0]!.color, quantity });
    const answer = await call('POST', '/buy', { paymentMethod: 'Cash on Delivery' });
    const placed = JSON.parse(answer.body) as { orders?: { _id: string }[] };
    if (!placed.orders) throw new Error(`Place Order answered ${answer.status}: ${answer.body}`);
    ids.push(placed.orders[0]!._id);
  }
  return { token, ids, call };
}

async function invoices(): Promise<Record<string, string | number>> {
  const { server, postgres } = await shopServer('invoices');
  try {
    const one = await buyerWithOrders(server, 'invoices', 1);
    const invoice = (token: string, id: string) =>
      fetch(`${server.url}/api/order/${id}/invoice.pdf`, { headers: { authorization: token } }).then(
        async (response) => ({ status: response.status, bytes: (await response.arrayBuffer()).byteLength }),
        () => ({ status: 0, bytes: 0 }),
      );
    await invoice(one.token, one.ids[0]!);
    const atRest = await healthWhile(server, () => pause(2000));
    const statuses: number[] = [];
    const sameInvoice = await healthWhile(server, async () => {
      const until = Date.now() + 5000;
      while (Date.now() < until)
        statuses.push(...(await Promise.all(Array.from({ length: 50 }, () => invoice(one.token, one.ids[0]!)))).map((r) => r.status));
    });
    // Fresh invoices that must be drawn: ten buyers, four orders each, their drawings thrown away first.
    const buyers: Awaited<ReturnType<typeof buyerWithOrders>>[] = [];
    for (let n = 0; n < 10; n++) buyers.push(await buyerWithOrders(server, `drawn${n}`, 4));
    await pause(3000);
    const fresh: number[] = [];
    const drawn = await healthWhile(server, async () => {
      fresh.push(...(await Promise.all(buyers.flatMap((buyer) => buyer.ids.map((id) => invoice(buyer.token, id))))).map((r) => r.status));
    });
    const counted = statusCounts;
    return {
      database: postgres ? 'PostgreSQL' : 'PGlite',
      'downloads of one invoice in 5 s (50 at a time)': statuses.length,
      'their statuses': counted(statuses),
      ...latencyFigures('/api/health at rest (baseline)', atRest),
      ...latencyFigures('/api/health during 50 concurrent downloads', sameInvoice),
      '40 invoices of 10 buyers at once: statuses': counted(fresh),
      ...latencyFigures('/api/health during those 40', drawn),
    };
  } finally {
    await server.stop();
    await postgres?.drop();
  }
}

async function quotes(): Promise<Record<string, string | number>> {
  const { server, postgres } = await shopServer('quotes');
  try {
    const buyer = await buyerWithOrders(server, 'quotes', 0);
    const product = (
      JSON.parse((await buyer.call('GET', '/getAllProducts?page=2&limit=1')).body) as {
        data: { _id: string; minOrderMetres?: number; productVarieties: { color: string }[] }[];
      }
    ).data[0]!;
    const line = { productId: product._id, color: product.productVarieties[0]!.color, metres: Math.max(100, product.minOrderMetres ?? 1) };
    const started = performance.now();
    const asked = await Promise.all(Array.from({ length: 200 }, () => buyer.call('POST', '/quotes', { lines: [line] })));
    const askedMs = performance.now() - started;
    const firstId = (JSON.parse(asked.find((answer) => answer.status === 201)?.body ?? '{}') as { data?: { _id: string } }).data?._id;
    const messages = firstId
      ? await Promise.all(
          Array.from({ length: 100 }, (_, n) => buyer.call('POST', `/quotes/${firstId}/messages`, { text: `Message ${n}` })),
        )
      : [];
    const counted = (list: { status: number }[]) => statusCounts(list.map((answer) => answer.status));
    const refusal = asked.find((answer) => answer.status === 429);
    return {
      database: postgres ? 'PostgreSQL' : 'PGlite',
      '200 quote requests from one buyer: statuses': counted(asked),
      'quotes the console would wait on (201s)': asked.filter((answer) => answer.status === 201).length,
      'answered in (ms)': Math.round(askedMs),
      'a refusal says': refusal ? (JSON.parse(refusal.body) as { message: string }).message : '(none refused)',
      '100 messages on one quote: statuses': counted(messages),
    };
  } finally {
    await server.stop();
    await postgres?.drop();
  }
}

// `npm run bench:hardening -- memory races` runs only the named attacks.
const attacks = { memory, cost, load, races, fanout, uploads, flush, unknown, invoices, quotes };
const chosen = process.argv.slice(2).filter((name): name is keyof typeof attacks => name in attacks);
const results: Record<string, Record<string, string | number>> = {};
for (const name of chosen.length > 0 ? chosen : (Object.keys(attacks) as (keyof typeof attacks)[])) results[name] = await attacks[name]();
for (const [name, figures] of Object.entries(results)) {
  console.log(`\n${name}`);
  console.table(figures);
}
