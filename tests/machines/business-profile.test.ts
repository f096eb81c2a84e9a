import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { BusinessProfileFields } from '../../domain/business.js';
import { businessProfileMachine, type BusinessProfileForm, type SavedBusinessProfile } from '../../machines/business-profile.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

const UNSET: SavedBusinessProfile = {
  companyName: null,
  gstin: null,
  address: null,
  city: null,
  state: null,
  stateCode: null,
  pinCode: null,
};
const MUMBAI: BusinessProfileForm = {
  companyName: ' Asha Textiles ',
  gstin: '27aapfu0939f1zv',
  address: '7 Linking Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  pinCode: '400050',
};
const SAVED: SavedBusinessProfile = { ...MUMBAI, companyName: 'Asha Textiles', gstin: '27AAPFU0939F1ZV', stateCode: '27' };

function start() {
  const load = controllableActor<SavedBusinessProfile, unknown>();
  const save = controllableActor<{ message: string; profile: SavedBusinessProfile }, BusinessProfileFields>();
  const notify = vi.fn();
  const actor = createActor(
    businessProfileMachine.provide({
      actors: { loadProfile: load.logic, saveProfile: save.logic },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  ).start();
  const fill = (form: Partial<BusinessProfileForm>) => {
    for (const [field, value] of Object.entries(form))
      actor.send({ type: 'field.change', field: field as keyof BusinessProfileForm, value });
  };
  return { actor, load, save, notify, fill };
}

describe('business profile machine', () => {
  it('loads the saved profile into the form; an unset one gives an empty form', async () => {
    const { actor, load } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    load.last().resolve(UNSET);
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.form).toEqual({ companyName: '', gstin: '', address: '', city: '', state: '', pinCode: '' });
  });

  it('saves the trimmed fields with the GSTIN in capitals, and says the server’s answer', async () => {
    const { actor, load, save, notify, fill } = start();
    load.last().resolve(UNSET);
    await flush();
    fill(MUMBAI);
    actor.send({ type: 'business.save' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(save.last().input).toEqual({ ...MUMBAI, companyName: 'Asha Textiles', gstin: '27AAPFU0939F1ZV' });
    actor.send({ type: 'business.save' });
    expect(save.calls).toHaveLength(1);
    save.last().resolve({ message: 'Business details saved', profile: SAVED });
    await flush();
    expect(notify).toHaveBeenLastCalledWith({ kind: 'success', message: 'Business details saved' });
    expect(actor.getSnapshot().context.saved).toEqual(SAVED);
    expect(actor.getSnapshot().context.form.gstin).toBe('27AAPFU0939F1ZV');
  });

  it('says what is wrong with the GSTIN or the state before any call', async () => {
    const { actor, load, save, notify, fill } = start();
    load.last().resolve(SAVED);
    await flush();
    fill({ gstin: '27AAPFU0939F1ZX' });
    actor.send({ type: 'business.save' });
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: "The GSTIN's check character should be V." });
    fill({ gstin: '27AAPFU0939F1ZV', state: 'Gujarat' });
    actor.send({ type: 'business.save' });
    expect(notify).toHaveBeenLastCalledWith({
      kind: 'error',
      message: 'This GSTIN is registered in Maharashtra (state code 27), so the billing state should be Maharashtra.',
    });
    expect(save.calls).toHaveLength(0);
    expect(actor.getSnapshot().context.form.state).toBe('Gujarat');
  });

  it('keeps what was typed when the server refuses, and says its reason', async () => {
    const { actor, load, save, notify, fill } = start();
    load.last().resolve(SAVED);
    await flush();
    fill({ companyName: 'Asha Exports' });
    actor.send({ type: 'business.save' });
    save.last().reject(new Error('Please enter a valid 6-digit PIN code'));
    await flush();
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Please enter a valid 6-digit PIN code' });
    expect(actor.getSnapshot().context.form.companyName).toBe('Asha Exports');
    expect(actor.getSnapshot().context.saved).toEqual(SAVED);
  });

  it('a failed load says so and can be tried again', async () => {
    const { actor, load, notify } = start();
    load.last().reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Your business details could not be loaded. Please try again.' });
    actor.send({ type: 'business.retry' });
    expect(load.calls).toHaveLength(2);
  });

  describe('model', () => {
    modelSuite({
      machine: businessProfileMachine,
      invoked: ['loadProfile', 'saveProfile'],
      outputs: { loadProfile: UNSET, saveProfile: { message: 'Business details saved', profile: SAVED } },
      events: [
        { type: 'field.change', field: 'companyName', value: 'Asha Textiles' },
        { type: 'field.change', field: 'gstin', value: '27AAPFU0939F1ZV' },
        { type: 'field.change', field: 'gstin', value: '27AAPFU0939F1ZX' },
        { type: 'field.change', field: 'address', value: '7 Linking Road' },
        { type: 'field.change', field: 'city', value: 'Mumbai' },
        { type: 'field.change', field: 'state', value: 'Maharashtra' },
        { type: 'field.change', field: 'pinCode', value: '400050' },
        { type: 'business.save' },
        { type: 'business.retry' },
      ],
      abstract: (snapshot) => ({
        value: snapshot.value,
        filled: Object.values((snapshot.context as { form: BusinessProfileForm }).form).filter(Boolean).length,
        gstin: (snapshot.context as { form: BusinessProfileForm }).form.gstin,
      }),
      // Whatever the machine's shape: a save goes out only when the form passes the shared rules, one at a time.
      checks:
        () =>
        ({ event, before, after, fakes }) => {
          if (event.type === 'save' && before.value === 'editing' && after.value === 'saving') {
            expect((before.context as { form: BusinessProfileForm }).form.gstin).not.toBe('27AAPFU0939F1ZX');
            expect(fakes.saveProfile!.calls.filter((call) => !call.settled)).toHaveLength(1);
          }
        },
    });
  });
});
