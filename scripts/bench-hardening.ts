// npm run bench:hardening [-- memory cost load races]: the attacks of issue 7, tried from outside on a server process over loopback, bounded in
// count and time. It prints what each attack achieved, so a run before and after a change can be set side by side.
//   1. memory: 1,000 distinct invalid GraphQL documents (a differing comment, then 50,000 fields), then 1,000 distinct
//      valid ones; the server's resident memory after each batch, and whether it still answers;
//   2. cost: one document with 1,000 aliases of products(limit: 100): how long it takes to be answered, and how long
//      a /api/health sent meanwhile waits;
//   3. load: 15 s of catalogue pages with varying filters at 32 connections and the answer cache off, first through
//      REST, then the same pages through the BFF's products query (a fresh server each): requests served and peak RSS;
//      the REST run is the baseline (a BFF that kept each backend call alive for its 10 s timeout grew past 4 GB);
//   4. races: 150 concurrent wrong passwords for one email, then the right one; 200 concurrent code requests for one
//      email (on PostgreSQL when TEST_DATABASE_URL is set, else PGlite).
import { freshPostgres } from '../tests/support/fresh-postgres.js';
import { productsQueryPath } from '../tests/support/products-query-path.js';
import { spawnServer, type SpawnedServer } from '../tests/support/spawn-server.js';

const PASSWORD = 'Cotton@2026';

async function post(url: string, body: unknown, timeoutMs = 60_000): Promise<{ status: number; body: string }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { status: 0, body: (error as Error).message };
  }
}

const running = (server: SpawnedServer) => server.child.exitCode === null && server.child.signalCode === null;
const alive = async (server: SpawnedServer) => (await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5000) }).catch(() => null))?.ok === true;
/** 'yes', or how it stopped answering (hung, or crashed and why). */
const stillAnswering = async (server: SpawnedServer) => (await alive(server)) ? 'yes' : `no (${running(server) ? 'hung' : `crashed: ${/heap out of memory/.test(server.output()) ? 'JavaScript heap out of memory' : server.child.signalCode ?? server.child.exitCode}`})`;

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
  ['', {}], ['&category=Cotton', { categories: ['Cotton'] }], ['&rating=3', { rating: 3 }], ['&bestDeals=true', { todaysDeals: true }],
  ['&priceRange=100-200', { price: '100-200' }], ['&weight=200', { weight: 200 }], ['&construction=96x72', { construction: '96x72' }],
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
    const sampler = setInterval(() => { peak = Math.max(peak, server.rssMb() || 0); }, 250);
    await Promise.all(Array.from({ length: LOAD_CONNECTIONS }, async (_, connection) => {
      for (let n = connection; Date.now() < until; n += LOAD_CONNECTIONS) {
        const response = await fetch(server.url + path(n), { signal: AbortSignal.timeout(30_000) }).catch(() => null);
        if (response?.ok && (await response.text()).includes('"totalProducts":')) served++;
        else failed++;
      }
    }));
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
    await post(`${server.url}/api/user/verifyOtp`, { type: 'signin', email, otp, name: 'Race Buyer', phone: '9876543210', password: PASSWORD });
    const wrong = await Promise.all(Array.from({ length: 150 }, () => post(`${server.url}/api/user/signin`, { email, password: 'Wrong@2026x' })));
    const right = await post(`${server.url}/api/user/signin`, { email, password: PASSWORD });
    const codeEmail = `codes.${Date.now()}@mill.example.in`;
    const codes = await Promise.all(Array.from({ length: 200 }, () => post(`${server.url}/api/user/signup`, { email: codeEmail })));
    return {
      database: postgres ? 'PostgreSQL' : 'PGlite',
      'wrong passwords evaluated (401 of 150; limit 10)': wrong.filter((r) => r.status === 401).length,
      'then the right password': right.status === 200 ? 'signed in (200)' : `refused (${right.status})`,
      'codes issued (200 of 200; limit 5)': codes.filter((r) => r.status === 200).length,
    };
  } finally {
    await server.stop();
    await postgres?.drop();
  }
}

// `npm run bench:hardening -- memory races` runs only the named attacks.
const attacks = { memory, cost, load, races };
const chosen = process.argv.slice(2).filter((name): name is keyof typeof attacks => name in attacks);
const results: Record<string, Record<string, string | number>> = {};
for (const name of chosen.length > 0 ? chosen : (Object.keys(attacks) as (keyof typeof attacks)[])) results[name] = await attacks[name]();
for (const [name, figures] of Object.entries(results)) {
  console.log(`\n${name}`);
  console.table(figures);
}
