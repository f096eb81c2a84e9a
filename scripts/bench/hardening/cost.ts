import { spawnServer } from '../../../tests/support/spawn-server.js';
import { alive, post } from './shared.js';

export async function cost(): Promise<Record<string, string | number>> {
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
