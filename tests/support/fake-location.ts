import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An IP-location service on loopback that answers Noida for everyone and records what it was asked.
 * GET /calls answers the recorded calls, for tests that run it in another process.
 */
export async function fakeLocationService(port = 0) {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/calls') return response.end(JSON.stringify(calls));
    calls.push(request.url!);
    response.end(JSON.stringify({ postal: '201301', city: 'Noida', country_name: 'India' }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    calls,
    base,
    url: `${base}/{ip}/json`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
