import { sql } from 'kysely';
import type { Database } from '../../api/db/database.js';
import { createApiClient, type ApiClient } from '../../src/services/api-client.js';
import type { RunningServer } from './running-server.js';

/** A new buyer signed up through the REST API, and the SPA's GraphQL client carrying their token. */
export async function signedInApi(server: RunningServer, label: string): Promise<ApiClient> {
  const email = `bff.${label}.${Date.now()}@mill.example.in`;
  const post = (path: string, body: object) =>
    fetch(`${server.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
      (response) => response.json() as Promise<Record<string, string>>,
    );
  const { otp, challenge } = await post('/user/signup', { email });
  const { token } = await post('/user/verifyOtp', {
    type: 'signin',
    email,
    otp: otp!,
    challenge,
    name: 'Meera Mills',
    phone: '9123456780',
    password: 'Linen#2026',
  });
  return createApiClient({ url: `${server.url}/graphql`, token: () => token!, onUnauthenticated: () => {} });
}

/** The newest colour, set to `stock` metres at `pricePaise` a metre with no discount, no minimum and no breaks. */
export async function stockedFabric(database: Database, stock: number, pricePaise: number): Promise<{ productId: string; color: string }> {
  const {
    rows: [variety],
  } = await sql<{ product_id: number; color: string }>`
    UPDATE product_varieties SET stock = ${stock}, price_per_metre_paise = ${pricePaise}, discounted_price_paise = NULL
    WHERE id = (SELECT max(id) FROM product_varieties) RETURNING product_id, color`.execute(database.db);
  // Sold from 1 m at one price.
  await sql`UPDATE products SET min_order_metres = 1 WHERE id = ${variety!.product_id}`.execute(database.db);
  await sql`DELETE FROM price_breaks WHERE variety_id = (SELECT max(id) FROM product_varieties)`.execute(database.db);
  return { productId: String(variety!.product_id), color: variety!.color };
}
