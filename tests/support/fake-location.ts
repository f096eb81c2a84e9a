import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An IP-location service on loopback that answers Noida for everyone and records what it was asked. */
export async function fakeLocationService() {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    calls.push(request.url!);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ postal: '201301', city: 'Noida', country_name: 'India' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    calls,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/{ip}/json`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
