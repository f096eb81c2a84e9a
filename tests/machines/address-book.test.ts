import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Address } from '../../src/graphql/generated.js';
import { addressBookMachine, type GeocodedFields, type SaveAddressRequest } from '../../machines/address-book.js';
import { address } from '../support/checkout-fixtures.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

type Answer = { message: string; addresses: Address[] };

function start() {
  const save = controllableActor<Answer, SaveAddressRequest>();
  const remove = controllableActor<Answer, string>();
  const geocode = controllableActor<GeocodedFields | null, { latitude: number; longitude: number }>();
  const notify = vi.fn();
  const changed = vi.fn();
  const actor = createActor(
    addressBookMachine.provide({
      actors: { saveAddress: save.logic, deleteAddress: remove.logic, reverseGeocode: geocode.logic },
      actions: { notify: (_, notice) => notify(notice), changed: (_, addresses) => changed(addresses) },
    }),
  ).start();
  return { actor, save, remove, geocode, notify, changed };
}

const fill = (actor: ReturnType<typeof start>['actor'], fields: Record<string, string>) => {
  for (const [field, value] of Object.entries(fields)) actor.send({ type: 'form.change', field: field as 'city', value });
};

describe('address book machine', () => {
  it('says every problem of a Save that cannot be sent, each for its field, and forgets one as its field changes', () => {
    const { actor, save } = start();
    actor.send({ type: 'book.add' });
    fill(actor, { address: '14 Ring Road', state: 'Gujarat', pinCode: '39500', phone: '+91 98250' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.problems).toEqual({
      city: 'Please fill in this field',
      pinCode: 'Please enter a valid 6-digit PIN code',
      phone: 'Please enter a valid phone number',
    });
    fill(actor, { city: 'Surat' });
    expect(Object.keys(actor.getSnapshot().context.problems)).toEqual(['pinCode', 'phone']);
    // A pasted +91 number is a 10-digit one.
    fill(actor, { pinCode: '395003', phone: '+91 98250 12345' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.problems).toEqual({});
    expect(save.calls).toHaveLength(1);
  });

  it('checks SPEC §5 rules before saving, saves, then closes with the book refreshed', async () => {
    const { actor, save, notify, changed } = start();
    actor.send({ type: 'book.add' });
    actor.send({ type: 'form.submit' });
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Please fill all the fields' });
    fill(actor, { address: '14 Ring Road', city: 'Surat', state: 'Gujarat', phone: '98765' });
    actor.send({ type: 'form.submit' });
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Please enter a valid phone number' });
    expect(save.calls).toHaveLength(0);
    fill(actor, { phone: '9876501234' });
    actor.send({ type: 'form.submit' });
    expect(notify, 'a PIN code is required').toHaveBeenLastCalledWith({ kind: 'error', message: 'Please enter a valid 6-digit PIN code' });
    fill(actor, { pinCode: '395002' });
    actor.send({ type: 'form.submit' });
    expect(save.last().input).toMatchObject({ id: null, draft: { city: 'Surat', country: 'India', pinCode: '395002' } });
    actor.send({ type: 'popup.close' });
    expect(actor.getSnapshot().value, 'it cannot close while saving').toBe('saving');
    save.last().resolve({ message: 'Address added successfully', addresses: [address('1', true)] });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(changed).toHaveBeenCalledWith([address('1', true)]);
    expect(notify).toHaveBeenLastCalledWith({ kind: 'success', message: 'Address added successfully' });
  });

  it('edits with the fields filled in; a point picked on the map fills what it knows and returns to the manual tab', async () => {
    const { actor, save, geocode, notify } = start();
    actor.send({ type: 'book.edit', address: address('3') });
    expect(actor.getSnapshot().context.draft).toMatchObject({ address: '3 Ring Road', phone: '9876501234' });
    actor.send({ type: 'form.tab', tab: 'map' });
    actor.send({ type: 'map.pick', latitude: 23.02, longitude: 72.57 });
    expect(geocode.last().input).toEqual({ latitude: 23.02, longitude: 72.57 });
    geocode.last().resolve({ city: 'Ahmedabad', pinCode: '380001' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      tab: 'manual',
      draft: { city: 'Ahmedabad', pinCode: '380001', address: '3 Ring Road' },
    });
    actor.send({ type: 'form.tab', tab: 'map' });
    actor.send({ type: 'map.pick', latitude: 0, longitude: 0 });
    geocode.last().resolve(null);
    await flush();
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'No address is known at that point. Please enter it by hand.' });
    actor.send({ type: 'map.unavailable' });
    expect(actor.getSnapshot().context).toMatchObject({ tab: 'manual', mapUnavailable: true });
    actor.send({ type: 'form.submit' });
    expect(save.last().input.id).toBe('3');
  });

  it("confirms a delete, reads 'Deleting...' while it runs, and only re-enables the buttons when it fails", async () => {
    const { actor, remove, notify } = start();
    actor.send({ type: 'book.delete', id: '2' });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    actor.send({ type: 'delete.confirm' });
    expect(remove.last().input).toBe('2');
    remove.last().reject(new Error('nope'));
    await flush();
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    expect(notify).not.toHaveBeenCalled();
    actor.send({ type: 'delete.confirm' });
    remove.last().resolve({ message: 'Address Deleted Successfully', addresses: [] });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(notify).toHaveBeenLastCalledWith({ kind: 'success', message: 'Address Deleted Successfully' });
  });

  describe('model', () => {
    modelSuite({
      // On its own, with no checkout to tell: the book's changes are checked above and in the checkout's test.
      machine: addressBookMachine.provide({ actions: { changed: () => {} } }),
      invoked: ['saveAddress', 'deleteAddress', 'reverseGeocode'],
      outputs: {
        saveAddress: { message: 'Address added successfully', addresses: [address('1', true)] },
        deleteAddress: { message: '', addresses: [] },
        reverseGeocode: { city: 'Surat', state: 'Gujarat' },
      },
      events: [
        { type: 'book.add' },
        { type: 'book.edit', address: address('1', true) },
        { type: 'book.delete', id: '1' },
        { type: 'form.change', field: 'phone', value: '98765' },
        { type: 'form.fill', fields: { city: 'Ahmedabad' } },
        { type: 'form.tab', tab: 'map' },
        { type: 'map.pick', latitude: 21.17, longitude: 72.83 },
        { type: 'map.unavailable' },
        { type: 'form.submit' },
        { type: 'delete.confirm' },
        { type: 'popup.close' },
      ],
      // What the buyer sees: the state, the tab, the map note, and whether the form could be saved.
      abstract: (snapshot) => ({
        value: snapshot.value,
        tab: snapshot.context.tab,
        mapUnavailable: snapshot.context.mapUnavailable,
        editing: snapshot.context.editingId !== null,
        deleting: snapshot.context.deletingId !== null,
        phoneValid: /^[0-9]{10}$/.test(snapshot.context.draft.phone),
      }),
      checks: () => (step) => {
        // Nothing is saved that breaks SPEC §5.
        if (step.after.matches('saving')) expect(step.after.context.draft.phone).toMatch(/^[0-9]{10}$/);
      },
    });
  });
});
