import { SURAT_ADDRESS } from '../../../tests/support/buyers.js';
import { healthFromOwnThread, latencyFigures, pause, shopServer, signedUp, statusCounts } from './shared.js';
import type { ProductListResponse } from '../../../domain/rest/catalogue.js';

const OPERATOR_LABEL = 'statements.desk';
const BURST = 150;
const OTHER_BUYERS = 16;
/** Bursts, one after another (half a second apart): enough of /api/health's samples for its 99th percentile. */
const ROUNDS = 5;

/**
 * One company asks for 150 five-year statement PDFs at once; as soon as its burst is refused anywhere, 16 other
 * buyers each ask for their quotation's PDF. What each was answered, and /api/health's latency during the burst beside
 * at rest. With BENCH_BASE_DIR (a checkout of the code to compare with, with node_modules and dist), the same attack
 * runs on its server first, then on this one's: the baseline side by side in one run.
 */
export async function statements(): Promise<Record<string, string | number>> {
  const base = process.env.BENCH_BASE_DIR;
  const figures: Record<string, string | number> = {};
  for (const [name, cwd] of [...(base ? [['base', base] as const] : []), ['this', undefined] as const]) {
    for (const [key, value] of Object.entries(await attack(cwd))) figures[`${name}: ${key}`] = value;
  }
  return figures;
}

async function attack(cwd: string | undefined): Promise<Record<string, string | number>> {
  const operatorEmail = `${OPERATOR_LABEL}.${Date.now()}@fabricmart.example.in`;
  const { server, postgres } = await shopServer('statements', { ADMIN_EMAILS: operatorEmail }, cwd);
  try {
    const call = (token: string, method: string, path: string, body?: unknown) =>
      fetch(`${server.url}/api${path}`, {
        method,
        headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(60_000),
      }).then(
        async (response) => ({ status: response.status, body: await response.text() }),
        () => ({ status: 0, body: '' }),
      );
    // A company on Net 30 with a few purchases on account, and an operator who set its terms.
    const owner = await signedUp(server, 'statements.owner');
    await call(owner, 'PUT', '/user/business', {
      companyName: 'Surat Burst Textiles Pvt Ltd',
      gstin: null,
      address: '14 Ring Road',
      city: 'Surat',
      state: 'Gujarat',
      pinCode: '395002',
    });
    const company = JSON.parse((await call(owner, 'POST', '/company')).body) as { data: { _id: string } };
    const desk = await signedUpAs(server.url, operatorEmail);
    await call(desk, 'PUT', `/admin/companies/${company.data._id}/terms`, { terms: 'net30', creditLimit: 10_000_000 });
    await call(owner, 'POST', '/address', SURAT_ADDRESS);
    const products = (JSON.parse((await call(owner, 'GET', '/getAllProducts?page=1&limit=50')).body) as ProductListResponse).data.filter(
      (product) => (product.productVarieties[0]?.stock ?? 0) >= 2 * (product.minOrderMetres ?? 1),
    );
    for (const product of products.slice(0, 5)) {
      await call(owner, 'POST', '/user/add-to-cart', {
        productId: product._id,
        color: product.productVarieties[0]!.color,
        quantity: product.minOrderMetres ?? 1,
      });
      await call(owner, 'POST', '/buy', { paymentMethod: 'On Account' });
    }
    // Sixteen other buyers, each with a quote asked for.
    const quoted = products[5]!;
    const buyers: { token: string; quote: string }[] = [];
    for (let n = 0; n < OTHER_BUYERS; n++) {
      const token = await signedUp(server, `statements.buyer${n}`);
      const asked = await call(token, 'POST', '/quotes', {
        lines: [{ productId: quoted._id, color: quoted.productVarieties[0]!.color, metres: Math.max(500, quoted.minOrderMetres ?? 1) }],
        note: 'For the winter line',
      });
      buyers.push({ token, quote: (JSON.parse(asked.body) as { data: { _id: string } }).data._id });
    }
    const statement = () => call(owner, 'GET', '/company/statement.pdf?from=2021-12-01&to=2026-11-30');
    // Warm: the drawing thread started, each kind drawn once.
    await statement();
    await call(buyers[0]!.token, 'GET', `/quotes/${buyers[0]!.quote}/quote.pdf`);
    const atRest = await healthFromOwnThread(server, () => pause(2000));

    const statementStatuses: number[] = [];
    const quotationStatuses: number[] = [];
    let burstMs = 0;
    const during = await healthFromOwnThread(server, async () => {
      for (let round = 0; round < ROUNDS; round++) {
        let refused: () => void = () => {};
        const firstRefusal = new Promise<void>((resolve) => (refused = resolve));
        const started = performance.now();
        const burst = Array.from({ length: BURST }, () =>
          statement().then((answer) => {
            statementStatuses.push(answer.status);
            if (answer.status === 429) refused();
          }),
        );
        await Promise.race([firstRefusal, Promise.all(burst), pause(5000)]);
        const quotations = buyers.map(({ token, quote }) =>
          call(token, 'GET', `/quotes/${quote}/quote.pdf`).then((answer) => void quotationStatuses.push(answer.status)),
        );
        await Promise.all([...burst, ...quotations]);
        burstMs = Math.max(burstMs, performance.now() - started);
        await pause(500);
      }
    });
    return {
      database: postgres ? 'PostgreSQL' : 'PGlite',
      [`${ROUNDS} × ${BURST} statement PDFs of one company: statuses`]: statusCounts(statementStatuses),
      [`${ROUNDS} × ${OTHER_BUYERS} other buyers' quotation PDFs: statuses`]: statusCounts(quotationStatuses),
      [`quotation PDFs told to wait (429)`]: quotationStatuses.filter((status) => status === 429).length,
      'the slowest burst answered in (ms)': Math.round(burstMs),
      ...latencyFigures('/api/health at rest', atRest),
      ...latencyFigures(`/api/health during the bursts (${during.length} asked)`, during),
    };
  } finally {
    await server.stop();
    await postgres?.drop();
  }
}

/** A buyer signed up with exactly this email (an operator's, named in ADMIN_EMAILS); their token. */
async function signedUpAs(url: string, email: string): Promise<string> {
  const post = async (path: string, body: object) =>
    (
      await fetch(`${url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    ).json() as Promise<Record<string, string>>;
  const { otp, challenge } = await post('/user/signup', { email });
  const signedIn = await post('/user/verifyOtp', {
    type: 'signin',
    email,
    otp,
    ...(challenge ? { challenge } : {}),
    name: 'Bench Desk',
    phone: '9876543210',
    password: 'Cotton@2026',
  });
  return signedIn.token!;
}
