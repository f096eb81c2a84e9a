import { buyerWithOrders, healthWhile, latencyFigures, pause, shopServer, statusCounts } from './shared.js';

export async function invoices(): Promise<Record<string, string | number>> {
  const { server, postgres } = await shopServer('invoices');
  try {
    const one = await buyerWithOrders(server, 'invoices', 1);
    const invoice = (token: string, id: string) =>
      fetch(`${server.url}/api/order/${id}/invoice.pdf`, { headers: { authorization: token } }).then(
        async (response) => ({ status: response.status, bytes: (await response.arrayBuffer()).byteLength }),
        () => ({ status: 0, bytes: 0 }),
      );
    await invoice(one.token, one.ids[0]!);
    const atRest = await healthWhile(server, () => pause(2000));
    const statuses: number[] = [];
    const sameInvoice = await healthWhile(server, async () => {
      const until = Date.now() + 5000;
      while (Date.now() < until)
        statuses.push(...(await Promise.all(Array.from({ length: 50 }, () => invoice(one.token, one.ids[0]!)))).map((r) => r.status));
    });
    // Fresh invoices that must be drawn: ten buyers, four orders each, their drawings thrown away first.
    const buyers: Awaited<ReturnType<typeof buyerWithOrders>>[] = [];
    for (let n = 0; n < 10; n++) buyers.push(await buyerWithOrders(server, `drawn${n}`, 4));
    await pause(3000);
    const fresh: number[] = [];
    const drawn = await healthWhile(server, async () => {
      fresh.push(...(await Promise.all(buyers.flatMap((buyer) => buyer.ids.map((id) => invoice(buyer.token, id))))).map((r) => r.status));
    });
    const counted = statusCounts;
    return {
      database: postgres ? 'PostgreSQL' : 'PGlite',
      'downloads of one invoice in 5 s (50 at a time)': statuses.length,
      'their statuses': counted(statuses),
      ...latencyFigures('/api/health at rest (baseline)', atRest),
      ...latencyFigures('/api/health during 50 concurrent downloads', sameInvoice),
      '40 invoices of 10 buyers at once: statuses': counted(fresh),
      ...latencyFigures('/api/health during those 40', drawn),
    };
  } finally {
    await server.stop();
    await postgres?.drop();
  }
}
