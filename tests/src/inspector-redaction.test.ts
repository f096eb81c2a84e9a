import { describe, expect, it, vi } from 'vitest';
import { createInspector } from '@statelyai/inspect';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type BuyerLocation, sessionMachine, type StoredSession } from '../../machines/session.js';
import { redactContext, redactEvent, redactInspection } from '../../src/app/inspector-redaction.js';

describe('what the Stately inspector is shown', () => {
  it('hides passwords, codes, tokens and card details in contexts, at any depth, and leaves the rest', () => {
    const context = {
      token: 'eyJhbGciOi.secret',
      user: { name: 'Asha', email: 'asha@example.com' },
      pending: { type: 'signin', challenge: 'c-123', data: { email: 'asha@example.com', password: 'hunter2hunter2' } },
      card: { number: '4111 1111 1111 1111', expiry: '12/28', cvv: '123', name: 'Asha Rao' },
      upiId: 'asha@upi',
      code: 'WELCOME10',
    };
    const shown = JSON.stringify(redactContext(context));
    for (const secret of ['eyJhbGciOi', 'c-123', 'hunter2', '4111 1111 1111 1111', '12/28', '"123"']) expect(shown).not.toContain(secret);
    expect(redactContext(context)).toMatchObject({
      user: { name: 'Asha' },
      card: { number: '•••• 1111', name: 'Asha Rao' },
      upiId: 'asha@upi',
      code: 'WELCOME10',
    });
    expect(context.card.number, 'the machine keeps its own context').toBe('4111 1111 1111 1111');
  });

  it("hides a typed code, a password and card fields in events, but not the card holder's name", () => {
    expect(JSON.stringify(redactEvent({ type: 'code.submit', code: '123456' }))).not.toContain('123456');
    expect(JSON.stringify(redactEvent({ type: 'password.submit', email: 'a@b.in', password: 'secret-pass' }))).not.toContain('secret-pass');
    expect(JSON.stringify(redactEvent({ type: 'provider.token', provider: 'google', accessToken: 'ya29.token' }))).not.toContain('ya29');
    expect(redactEvent({ type: 'payment.card', field: 'number', value: '4111 1111 1111 1111' })).toMatchObject({ value: '•••• 1111' });
    expect(JSON.stringify(redactEvent({ type: 'payment.card', field: 'cvv', value: '123' }))).not.toContain('123');
    expect(redactEvent({ type: 'payment.card', field: 'name', value: 'Asha Rao' })).toMatchObject({ value: 'Asha Rao' });
  });

  it('hides the token of a running session everywhere the inspector hears of it: contexts, events, inputs, outputs', async () => {
    const token = 'tok_' + 'x'.repeat(40);
    const user = { id: '1', name: 'Asha', email: 'asha@example.com', phone: null, dob: null, profilePicture: null };
    const seen: string[] = [];
    // The inspector's own event shapes, redacted as the app's browser inspector redacts them (src/app/inspector.ts).
    const inspector = createInspector(
      { send: (event) => seen.push(safeJson(event)), start: () => {}, stop: () => {} },
      { serialize: redactInspection },
    );
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          restoreSession: fromPromise<StoredSession | null>(async () => ({ token, user })),
          lookupLocation: fromPromise<BuyerLocation | null, { token: string }>(async () => null),
        },
      }),
      { inspect: inspector.inspect },
    );
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    // The inspector converts events when the thread is idle.
    await vi.waitFor(() => expect(seen.join('\n')).toMatch(/restoreSession[\s\S]*lookupLocation/));
    actor.stop();
    expect(seen.join('\n')).toContain('Asha');
    expect(seen.join('\n')).not.toContain(token);
  });
});

/** JSON of an inspection event, as the inspector's adapter makes it (actor references are circular). */
function safeJson(value: unknown): string {
  const visited = new WeakSet<object>();
  return JSON.stringify(value, (_key, field: unknown) => {
    if (field && typeof field === 'object') {
      if (visited.has(field)) return '[circular]';
      visited.add(field);
    }
    return field;
  });
}
