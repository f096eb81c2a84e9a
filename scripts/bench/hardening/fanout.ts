import { spawnServer } from '../../../tests/support/spawn-server.js';
import { healthWhile, latencyFigures, pause, post } from './shared.js';

export async function fanout(): Promise<Record<string, string | number>> {
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
