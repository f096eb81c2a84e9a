import { describe, expect, it } from 'vitest';
import { adminClient, adminPathOf, type Method } from '../../src/services/admin-client.js';

describe('the console’s typed client', () => {
  it('fills the route’s names in, encoded, and adds only the query values that are set', () => {
    expect(adminPathOf('POST /order/:id/advance', { id: '12' })).toBe('/order/12/advance');
    expect(adminPathOf('POST /purchase/:purchaseId/einvoice/cancel', { purchaseId: 'P 1/2' })).toBe('/purchase/P%201%2F2/einvoice/cancel');
    expect(adminPathOf('GET /orders', {}, { status: '', q: 'asha@mill.in', page: 2 })).toBe('/orders?q=asha%40mill.in&page=2');
    expect(adminPathOf('DELETE /products/:id/images', { id: '7' }, { color: 'Indigo', url: '/a b.webp' })).toBe(
      '/products/7/images?color=Indigo&url=%2Fa+b.webp',
    );
  });

  it('sends each route with its own method, path and body', async () => {
    const sent: [Method, string, unknown][] = [];
    const admin = adminClient(async (method, path, body) => {
      sent.push([method, path, body]);
      return { msg: 'Delay recorded', data: {} };
    });
    const answer = await admin('POST /order/:id/delay', { params: { id: '5' }, body: { message: 'Rain in Surat' } });
    await admin('GET /me');
    expect(answer.msg).toBe('Delay recorded');
    expect(sent).toEqual([
      ['POST', '/order/5/delay', { message: 'Rain in Surat' }],
      ['GET', '/me', undefined],
    ]);
  });
});
