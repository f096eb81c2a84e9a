import { describe, expect, it } from 'vitest';
import { createRestClient } from '../../bff/rest-client.js';
import type { RestRequest, RestTransport } from '../../bff/rest-transport.js';

/** A transport that hands each request to the test and answers only when told to (or never). */
function heldTransport() {
  const requests: RestRequest[] = [];
  const answers: ((text: string) => void)[] = [];
  const transport: RestTransport = (request) => {
    requests.push(request);
    if (request.signal.aborted) return Promise.reject(request.signal.reason);
    return new Promise((resolve, reject) => {
      answers.push((text) => resolve({ status: 200, text }));
      request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
    });
  };
  return { transport, requests, answer: (text: string) => answers.shift()!(text) };
}

describe("the BFF's calls to the backend", () => {
  it('stop when the browser gives up on its request', async () => {
    const held = heldTransport();
    const rest = createRestClient({ transport: held.transport, timeoutMs: 10_000 });
    const browser = new AbortController();
    const call = rest.get('/getAllProducts', { signal: browser.signal });
    browser.abort();
    await expect(call).rejects.toBeDefined();
    expect(held.requests[0]!.signal.aborted).toBe(true);
  });

  it('are not sent live when the browser has already gone', async () => {
    const held = heldTransport();
    const rest = createRestClient({ transport: held.transport, timeoutMs: 10_000 });
    const browser = new AbortController();
    browser.abort();
    await expect(rest.get('/categories', { signal: browser.signal })).rejects.toBeDefined();
    expect(held.requests[0]!.signal.aborted).toBe(true);
  });

  it('say the store took too long once the timeout passes', async () => {
    const held = heldTransport();
    const rest = createRestClient({ transport: held.transport, timeoutMs: 50 });
    await expect(rest.get('/categories')).rejects.toMatchObject({
      message: 'The store took too long to answer. Please try again.',
      extensions: { code: 'BACKEND_TIMEOUT' },
    });
    expect(held.requests[0]!.signal.aborted).toBe(true);
  });

  it("keep nothing tied to the browser's request once answered", async () => {
    const held = heldTransport();
    const rest = createRestClient({ transport: held.transport, timeoutMs: 10_000 });
    const browser = new AbortController();
    const call = rest.get<{ data: string[] }>('/categories/array', { signal: browser.signal });
    held.answer('{"data":["Cotton"]}');
    expect(await call).toEqual({ data: ['Cotton'] });
    // The browser leaving afterwards reaches nothing: the finished call's signal is no longer listening to it.
    browser.abort();
    expect(held.requests[0]!.signal.aborted).toBe(false);
  });
});
