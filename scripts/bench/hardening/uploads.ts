import { spawnServer } from '../../../tests/support/spawn-server.js';
import { connect } from 'node:net';
import { pause, stillAnswering } from './shared.js';

/** Sends a multipart addReview of five 5 MB photos over a raw socket: the status line it got back, if any. */
function unsignedUpload(port: number, photo: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const boundary = '----bench';
    const operations = JSON.stringify({
      query: 'mutation ($images: [Upload!]) { addReview(productId: "1", rating: 5, review: "x", images: $images) { id } }',
      variables: { images: [null, null, null, null, null] },
    });
    const map = JSON.stringify(Object.fromEntries(Array.from({ length: 5 }, (_, i) => [String(i), [`variables.images.${i}`]])));
    const parts: Buffer[] = [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${map}\r\n`,
      ),
    ];
    for (let i = 0; i < 5; i++)
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${i}"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
        photo,
        Buffer.from('\r\n'),
      );
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    const length = parts.reduce((sum, part) => sum + part.length, 0);
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    // Like a browser, it stops sending once it has its answer.
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      const status = /^HTTP\/1.1 \d+/.exec(answer)?.[0];
      if (status) {
        resolve(status);
        socket.destroy();
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve('no answer'));
    socket.setTimeout(120_000, () => socket.destroy());
    socket.on('connect', async () => {
      socket.write(
        `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`,
      );
      for (const part of parts) {
        if (socket.destroyed) return;
        if (!socket.write(part)) await new Promise((go) => socket.once('drain', go).once('close', go));
      }
    });
  });
}

export async function uploads(): Promise<Record<string, string | number>> {
  const server = await spawnServer();
  try {
    await pause(1000);
    const atRest = Math.round(server.rssMb());
    let peak = atRest;
    const sampler = setInterval(() => {
      peak = Math.max(peak, server.rssMb() || 0);
    }, 100);
    const photo = Buffer.alloc(5 * 1024 * 1024, 0x41);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 30 }, () => unsignedUpload(Number(new URL(server.url).port), photo)));
    const answeredMs = performance.now() - started;
    await pause(1000);
    clearInterval(sampler);
    const counts = new Map<string, number>();
    for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1);
    return {
      'RSS at rest (MB, baseline)': atRest,
      'peak RSS during 30 uploads of 25 MB (MB)': Math.round(peak),
      'RSS a second after (MB)': Math.round(server.rssMb()),
      'all answered in (ms)': Math.round(answeredMs),
      answers: [...counts].map(([status, count]) => `${count} × ${status}`).join(', '),
      'still answering': await stillAnswering(server),
    };
  } finally {
    await server.stop();
  }
}
