import { Worker } from 'node:worker_threads';
import { spawnServer, type SpawnedServer } from '../../../tests/support/spawn-server.js';
import { freshPostgres } from '../../../tests/support/fresh-postgres.js';
import { SURAT_ADDRESS } from '../../../tests/support/buyers.js';
import type { ProductListResponse } from '../../../domain/rest/catalogue.js';

/** What every attack of bench:hardening shares: calls, a server's health and latency figures, buyers. */
export const PASSWORD = 'Cotton@2026';
/**
 * POSTs JSON; `from` names the client's address (the server trusts X-Forwarded-For from loopback, as from its BFF),
 * `cookie` the browser's cookies. Answers the status, the body and the device cookie the server set, if any.
 */
export async function post(
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
export const running = (server: SpawnedServer) => server.child.exitCode === null && server.child.signalCode === null;
export const alive = async (server: SpawnedServer) =>
  (await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5000) }).catch(() => null))?.ok === true;
/** 'yes', or how it stopped answering (hung, or crashed and why). */
export const stillAnswering = async (server: SpawnedServer) =>
  (await alive(server))
    ? 'yes'
    : `no (${running(server) ? 'hung' : `crashed: ${/heap out of memory/.test(server.output()) ? 'JavaScript heap out of memory' : (server.child.signalCode ?? server.child.exitCode)}`})`;
/** /api/health asked every 50 ms while `during` runs: its latencies (ms). */
export async function healthWhile(server: SpawnedServer, during: () => Promise<unknown>): Promise<number[]> {
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
/**
 * /api/health asked every 20 ms while `during` runs, from a thread of its own (as a load balancer asks from its own
 * process): the latencies (ms) are the server's, not this process's event loop busy sending an attack.
 */
export async function healthFromOwnThread(server: SpawnedServer, during: () => Promise<unknown>): Promise<number[]> {
  const sampler = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    let done = false;
    parentPort.on('message', () => (done = true));
    (async () => {
      const latencies = [];
      // Its connection opened first: what is timed is the server's answer, not a handshake.
      await fetch(workerData + '/api/health').then((r) => r.arrayBuffer()).catch(() => null);
      parentPort.postMessage('ready');
      while (!done) {
        const started = performance.now();
        await fetch(workerData + '/api/health', { signal: AbortSignal.timeout(30000) }).then((r) => r.arrayBuffer()).catch(() => null);
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      parentPort.postMessage(latencies);
    })();`,
    { eval: true, workerData: server.url },
  );
  await new Promise((resolve) => sampler.once('message', resolve));
  const latencies = new Promise<number[]>((resolve) => sampler.once('message', resolve));
  await during();
  sampler.postMessage('stop');
  const sampled = await latencies;
  await sampler.terminate();
  return sampled;
}
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
};
export const latencyFigures = (label: string, values: number[]) => ({
  [`${label}: p50 (ms)`]: percentile(values, 0.5),
  [`${label}: p99 (ms)`]: percentile(values, 0.99),
  [`${label}: max (ms)`]: percentile(values, 1),
});
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A buyer signed up on `server` (codes are in the answer there); their token. */
export async function signedUp(server: SpawnedServer, label: string): Promise<string> {
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
export async function multipart(server: SpawnedServer, method: string, path: string, token: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return fetch(`${server.url}${path}`, { method, headers: { authorization: token }, body: form }).then(
    (response) => response.status,
    () => 0,
  );
}
/** A server with codes in its answers and no per-address limit, on a fresh PostgreSQL database when TEST_DATABASE_URL is set. */
export async function shopServer(label: string, env: Record<string, string> = {}, cwd?: string) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = adminUrl ? await freshPostgres(adminUrl, label, 50) : null;
  const server = await spawnServer(
    {
      OTP_IN_RESPONSE: 'true',
      REQUESTS_PER_ADDRESS: '1000000',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...env,
    },
    undefined,
    cwd ? { cwd } : {},
  );
  return { server, postgres };
}
/** How many answers had each status: '20× 201, 180× 429'. */
export const statusCounts = (statuses: number[]) =>
  Object.entries(statuses.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {}))
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
/** A buyer of `server` with an address and `orders` orders of one metre each; their token and order ids. */
export async function buyerWithOrders(server: SpawnedServer, label: string, orders: number) {
  const token = await signedUp(server, label);
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}/api${path}`, {
      method,
      headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }).then(async (response) => ({ status: response.status, body: await response.text() }));
  await call('POST', '/address', SURAT_ADDRESS);
  const products = (JSON.parse((await call('GET', '/getAllProducts?page=1&limit=100')).body) as ProductListResponse).data.filter(
    (product) => (product.productVarieties[0]?.stock ?? 0) >= 2 * (product.minOrderMetres ?? 1),
  );
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

export const LOAD_CONNECTIONS = 32;

export const LOAD_FILTERS: [rest: string, graph: object][] = [
  ['', {}],
  ['&category=Cotton', { categories: ['Cotton'] }],
  ['&rating=3', { rating: 3 }],
  ['&bestDeals=true', { todaysDeals: true }],
  ['&priceRange=100-200', { price: '100-200' }],
  ['&weight=200', { weight: 200 }],
  ['&construction=96x72', { construction: '96x72' }],
];

export const FLUSH_SECONDS = 10;
