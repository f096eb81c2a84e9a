import { describe, expect, it } from 'vitest';
import { unlessAborted } from '../../src/services/unless-aborted.js';

const settles = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), 50)),
  ]);

describe('unlessAborted', () => {
  it('passes answers and real failures through', async () => {
    const live = new AbortController();
    await expect(unlessAborted(live.signal, Promise.resolve(7))).resolves.toBe(7);
    await expect(unlessAborted(live.signal, Promise.reject(new Error('Backend answered 502')))).rejects.toThrow('502');
  });

  it('never settles a request whose signal was aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await settles(unlessAborted(controller.signal, Promise.reject(new DOMException('aborted', 'AbortError'))))).toBe('pending');
  });
});
