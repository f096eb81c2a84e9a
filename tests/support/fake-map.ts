import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TINY_PNG } from './multipart.js';

/**
 * Map tiles and a reverse-geocoding service on loopback, in Nominatim's answer shape: every tile is a tiny PNG and
 * every point is in Surat, so browser tests can pick a point without the internet.
 */
export async function fakeMapServices(port = 0) {
  const server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://x');
    // The SPA on another port fetches tiles as images: allow it.
    response.setHeader('access-control-allow-origin', '*');
    if (url.pathname.startsWith('/tiles/')) {
      response.setHeader('content-type', 'image/png');
      return response.end(TINY_PNG);
    }
    if (url.pathname === '/reverse') {
      response.setHeader('content-type', 'application/json');
      return response.end(
        JSON.stringify({
          display_name: 'Ring Road, Surat, Gujarat, 395002, India',
          address: { house_number: '21', road: 'Ring Road', city: 'Surat', state: 'Gujarat', postcode: '395002', country: 'India' },
        }),
      );
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    tileUrl: `${base}/tiles/{z}/{x}/{y}.png`,
    geocodeUrl: `${base}/reverse?format=jsonv2&lat={lat}&lon={lon}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
