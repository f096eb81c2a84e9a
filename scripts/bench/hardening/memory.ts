import { spawnServer } from '../../../tests/support/spawn-server.js';
import { post, running, stillAnswering } from './shared.js';

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

export async function memory(): Promise<Record<string, string | number>> {
  return {
    ...(await flood('invalid', (n) => `# ${n}\n{${' a'.repeat(50_000)} }`)),
    ...(await flood('valid', (n) => `# ${n}\n{${' categoryNames'.repeat(50_000)} }`)),
  };
}
