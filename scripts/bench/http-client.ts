// The load generator's HTTP client: fetch (undici, as a browser-like caller) or node:http on kept-alive sockets, which
// costs the generator far less CPU per request. Both ask for compressed answers, as browsers do; the body is
// decompressed only when it is read as JSON.
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export type Client = 'http' | 'fetch';

export interface Sent {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Received {
  status: number;
  json(): unknown;
}

const ACCEPT_ENCODING = 'gzip, deflate, br';
/** The server closes a kept-alive socket after 5 s idle (KEEP_ALIVE_TIMEOUT_MS): idle ones are closed here first. */
const agent = new Agent({ keepAlive: true, maxSockets: Infinity, timeout: 4_000 });

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

function viaHttp(url: string, sent: Sent, timeoutMs: number, retried = false): Promise<Received> {
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      { method: sent.method ?? 'GET', headers: { 'accept-encoding': ACCEPT_ENCODING, ...sent.headers }, agent },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = answer.headers['content-encoding'];
          resolve({ status: answer.statusCode!, json: () => JSON.parse(decoded(body, encoding)) as unknown });
        });
      },
    );
    call.setTimeout(timeoutMs, () => call.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    call.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive socket the server closed as this request went out: sent again once on a new one, as browsers do.
      if (call.reusedSocket && error.code === 'ECONNRESET' && !retried) resolve(viaHttp(url, sent, timeoutMs, true));
      else reject(error);
    });
    call.end(sent.body);
  });
}

async function viaFetch(url: string, sent: Sent, timeoutMs: number): Promise<Received> {
  const answer = await fetch(url, { ...sent, signal: AbortSignal.timeout(timeoutMs) });
  const body = await answer.text();
  return { status: answer.status, json: () => JSON.parse(body) as unknown };
}

/** One request, its whole body read before it resolves. */
export const send = (client: Client, url: string, sent: Sent, timeoutMs: number): Promise<Received> =>
  client === 'http' ? viaHttp(url, sent, timeoutMs) : viaFetch(url, sent, timeoutMs);
