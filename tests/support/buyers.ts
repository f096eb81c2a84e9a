import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../api/db/database.js';
import { nextInFile } from './per-file.js';

export interface Colour {
  productId: string;
  color: string;
  stock: number;
  pricePaise: number;
  varietyId: number;
}
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const sequence = () => nextInFile('buyers');

/** A delivery address a test buyer saves (POST /address). */
export const SURAT_ADDRESS = {
  address: '14 Mill Road',
  city: 'Surat',
  state: 'Gujarat',
  country: 'India',
  alternativePhoneNumber: '9876501234',
  pinCode: '395003',
};

/** Signed-in buyers, colours set up for a test, and calls to the REST app, for API tests that shop. */
export function shoppers(api: { app: FastifyInstance; database: Database }) {
  const call = (token: string | null, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    api.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(token ? { authorization: token } : {}), ...headers },
      ...(payload ? { payload } : {}),
    });

  return {
    call,

    /** A new buyer, signed in; their token. */
    async buyer(email = `buyer.${Date.now()}.${sequence()}@mill.example.in`): Promise<string> {
      const { otp, challenge } = (await call(null, 'POST', '/user/signup', { email })).json<{ otp: string; challenge: string }>();
      const verified = await call(null, 'POST', '/user/verifyOtp', {
        type: 'signin',
        email,
        otp,
        challenge,
        name: 'Asha Textiles',
        phone: '9876543210',
        password: 'Cotton@2026',
      });
      return verified.json<{ token: string }>().token;
    },

    /** A colour nobody's cart holds, set to exactly `stock` metres at `pricePaise` a metre, sold from 1 m with no breaks. */
    async colour(stock: number, pricePaise = 20_000): Promise<Colour> {
      const { rows } = await sql<{ id: number; product_id: number; color: string }>`
        SELECT v.id, v.product_id, v.color FROM product_varieties v
        WHERE NOT EXISTS (SELECT 1 FROM cart_lines l WHERE l.variety_id = v.id)
          AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.variety_id = v.id)
        ORDER BY v.id DESC LIMIT 1 OFFSET ${sequence() * 3}`.execute(api.database.db);
      const row = rows[0]!;
      await sql`UPDATE product_varieties SET stock = ${stock}, price_per_metre_paise = ${pricePaise}, discounted_price_paise = NULL WHERE id = ${row.id}`.execute(
        api.database.db,
      );
      // Sold by the metre at one price, unless a test sets a minimum or breaks itself.
      await sql`UPDATE products SET min_order_metres = 1 WHERE id = ${row.product_id} AND min_order_metres <> 1`.execute(api.database.db);
      await sql`DELETE FROM price_breaks WHERE variety_id = ${row.id}`.execute(api.database.db);
      return { productId: String(row.product_id), color: row.color, stock, pricePaise, varietyId: row.id };
    },

    stockOf: async (colour: Colour): Promise<number> =>
      (await sql<{ stock: number }>`SELECT stock FROM product_varieties WHERE id = ${colour.varietyId}`.execute(api.database.db)).rows[0]!
        .stock,

    addToCart: (token: string, colour: Colour, quantity: number) =>
      call(token, 'POST', '/user/add-to-cart', { productId: colour.productId, color: colour.color, quantity }),

    addAddress: (token: string, fields: Record<string, string> = {}) => call(token, 'POST', '/address', { ...SURAT_ADDRESS, ...fields }),
  };
}
