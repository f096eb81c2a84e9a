import { buyerWithOrders, shopServer, statusCounts } from './shared.js';
import type { ProductListResponse } from '../../../domain/rest/catalogue.js';

export async function quotes(): Promise<Record<string, string | number>> {
  const { server, postgres } = await shopServer('quotes');
  try {
    const buyer = await buyerWithOrders(server, 'quotes', 0);
    const product = (JSON.parse((await buyer.call('GET', '/getAllProducts?page=2&limit=1')).body) as ProductListResponse).data[0]!;
    const line = { productId: product._id, color: product.productVarieties[0]!.color, metres: Math.max(100, product.minOrderMetres ?? 1) };
    const started = performance.now();
    const asked = await Promise.all(Array.from({ length: 200 }, () => buyer.call('POST', '/quotes', { lines: [line] })));
    const askedMs = performance.now() - started;
    const firstId = (JSON.parse(asked.find((answer) => answer.status === 201)?.body ?? '{}') as { data?: { _id: string } }).data?._id;
    const messages = firstId
      ? await Promise.all(
          Array.from({ length: 100 }, (_, n) => buyer.call('POST', `/quotes/${firstId}/messages`, { text: `Message ${n}` })),
        )
      : [];
    const counted = (list: { status: number }[]) => statusCounts(list.map((answer) => answer.status));
    const refusal = asked.find((answer) => answer.status === 429);
    return {
      database: postgres ? 'PostgreSQL' : 'PGlite',
      '200 quote requests from one buyer: statuses': counted(asked),
      'quotes the console would wait on (201s)': asked.filter((answer) => answer.status === 201).length,
      'answered in (ms)': Math.round(askedMs),
      'a refusal says': refusal ? (JSON.parse(refusal.body) as { message: string }).message : '(none refused)',
      '100 messages on one quote: statuses': counted(messages),
    };
  } finally {
    await server.stop();
    await postgres?.drop();
  }
}
