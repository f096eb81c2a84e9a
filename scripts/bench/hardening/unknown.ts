import { spawnServer } from '../../../tests/support/spawn-server.js';
import { FLUSH_SECONDS, healthWhile, latencyFigures } from './shared.js';

export async function unknown(): Promise<Record<string, string | number>> {
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
