import { spawnServer } from '../../../tests/support/spawn-server.js';
import { productsQueryPath } from '../../../tests/support/products-query-path.js';
import { LOAD_CONNECTIONS, LOAD_FILTERS, stillAnswering } from './shared.js';

const LOAD_SECONDS = 15;

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

export async function load(): Promise<Record<string, string | number>> {
  const filter = (n: number) => LOAD_FILTERS[n % LOAD_FILTERS.length]!;
  const page = (n: number) => 1 + (Math.floor(n / LOAD_FILTERS.length) % 3);
  return {
    ...(await sustained('REST (baseline)', (n) => `/api/getAllProducts?page=${page(n)}&limit=12${filter(n)[0]}`)),
    ...(await sustained('BFF', (n) => productsQueryPath(filter(n)[1], page(n)))),
  };
}
