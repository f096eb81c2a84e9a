import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { invitationPreviewMachine } from '../../machines/invitation-preview.js';
import type { InvitationPreview } from '../../src/graphql/generated.js';
import { controllableActor, flush } from '../support/controllable-actor.js';

const PREVIEW: InvitationPreview = {
  company: 'Resort Shirts Pvt Ltd',
  invitedBy: 'Meera Shah',
  role: 'buyer',
  email: 'r***@resortshirts.in',
  expiresAt: '2026-12-09T10:00:00.000Z',
  status: 'open',
  message: null,
};

function start() {
  const load = controllableActor<InvitationPreview | null, unknown>();
  const actor = createActor(invitationPreviewMachine.provide({ actors: { loadPreview: load.logic } })).start();
  return { actor, load };
}

describe('invitation preview machine', () => {
  it('shows what the link names', async () => {
    const { actor, load } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    load.last().resolve(PREVIEW);
    await flush();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.preview?.company).toBe('Resort Shirts Pvt Ltd');
  });

  it('says when the link names no invitation', async () => {
    const { actor, load } = start();
    load.last().resolve(null);
    await flush();
    expect(actor.getSnapshot().value).toBe('unknown');
  });

  it('loads again after a failure', async () => {
    const { actor, load } = start();
    load.last().reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'preview.retry' });
    expect(load.calls).toHaveLength(2);
    load.last().resolve(PREVIEW);
    await flush();
    expect(actor.getSnapshot().value).toBe('shown');
  });
});
