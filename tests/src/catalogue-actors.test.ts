import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { productListMachine } from '../../machines/product-list.js';
import { createApiClient } from '../../src/services/api-client.js';
import { catalogueActors } from '../../src/products/catalogue-actors.js';

interface SeenRequest {
  variables: { filter: { price: string | null }; page: number };
  closedEarly: Promise<boolean>;
}

/** A /graphql stand-in (queries arrive as GET, variables in the URL) that holds the first request open and answers the later ones. */
function slowGraphqlServer() {
  const seen: SeenRequest[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk;
    });
    request.on('end', () => {
      const closedEarly = new Promise<boolean>((resolve) => response.on('close', () => resolve(!response.writableFinished)));
      const variables =
        request.method === 'GET'
          ? JSON.parse(new URL(request.url!, 'http://localhost').searchParams.get('variables')!)
          : JSON.parse(body).variables;
      seen.push({ variables, closedEarly });
      if (seen.length === 1) return;
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          data: {
            products: {
              totalProducts: 1,
              totalPage: 1,
              data: [{ id: '7', name: 'Mulmul', description: 'Soft', category: 'Cotton', averageRating: 4, reviewCount: 1, varieties: [] }],
            },
          },
        }),
      );
    });
  });
  return { server, seen };
}

describe('product list actors over HTTP', () => {
  let server: Server;
  let seen: SeenRequest[];
  let url: string;

  beforeAll(async () => {
    ({ server, seen } = slowGraphqlServer());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('a filter change aborts the HTTP request in flight and shows the new answer', async () => {
    const { fetchProducts } = catalogueActors(createApiClient({ url, token: () => null, onUnauthenticated: () => {} }));
    const actor = createActor(productListMachine.provide({ actors: { fetchProducts } }), { input: {} }).start();
    await expect.poll(() => seen.length).toBe(1);
    actor.send({ type: 'filter.price', value: '100-200' });
    await expect.poll(() => seen.length).toBe(2);
    expect(await seen[0]!.closedEarly).toBe(true);
    expect(seen[1]!.variables.filter.price).toBe('100-200');
    const ready = await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(ready.context.products.map((product) => product.name)).toEqual(['Mulmul']);
    actor.stop();
  });
});
