import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Address } from '../../src/graphql/generated.js';
import { accountAddressesMachine, billingDraft, type AccountAddresses } from '../../machines/account-addresses.js';
import { addressBookMachine, type SaveAddressRequest } from '../../machines/address-book.js';
import type { SavedBusinessProfile } from '../../machines/business-profile.js';
import { address } from '../support/checkout-fixtures.js';
import { controllableActor, flush } from '../support/controllable-actor.js';

type Answer = { message: string; addresses: Address[] };

const billing: SavedBusinessProfile = {
  companyName: 'Asha Garments Pvt Ltd',
  gstin: '24AAACA1234A1Z5',
  address: '12 Textile Market, Ring Road',
  city: 'Surat',
  state: 'Gujarat',
  stateCode: '24',
  pinCode: '395002',
};

function start() {
  const load = controllableActor<AccountAddresses, unknown>();
  const select = controllableActor<Address[], string>();
  const save = controllableActor<Answer, SaveAddressRequest>();
  const remove = controllableActor<Answer, string>();
  const notify = vi.fn();
  const actor = createActor(
    accountAddressesMachine.provide({
      actors: {
        loadAddresses: load.logic,
        selectAddress: select.logic,
        addressBook: addressBookMachine.provide({
          actors: { saveAddress: save.logic, deleteAddress: remove.logic },
          actions: { notify: (_, notice) => notify(notice) },
        }),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
    { input: { phone: '9876501234' } },
  ).start();
  return { actor, load, select, save, remove, notify };
}

describe('My Account addresses machine', () => {
  it('loads the book with the billing address, and offers the billing address until the book holds it', async () => {
    const { actor, load, save } = start();
    load.last().resolve({ addresses: [address('7', true)], billing });
    await flush();
    const { context } = actor.getSnapshot();
    const offer = billingDraft(context);
    expect(offer).toMatchObject({
      name: 'Asha Garments Pvt Ltd',
      address: '12 Textile Market, Ring Road',
      pinCode: '395002',
      phone: '9876501234',
    });

    actor.send({ type: 'book.add', draft: offer! });
    expect(actor.getSnapshot().children.addressBook?.getSnapshot().context.draft.city).toBe('Surat');
    actor.getSnapshot().children.addressBook?.send({ type: 'form.submit' });
    expect(save.last().input).toMatchObject({ id: null, draft: { address: '12 Textile Market, Ring Road' } });
    const saved = { ...address('8'), address: '12 Textile Market, Ring Road' };
    save.last().resolve({ message: 'Address added successfully', addresses: [address('7', true), saved] });
    await flush();
    expect(actor.getSnapshot().context.addresses.map((row) => row.id)).toEqual(['7', '8']);
    expect(billingDraft(actor.getSnapshot().context)).toBeNull();
  });

  it('offers nothing without a saved billing address', () => {
    expect(billingDraft({ addresses: [], billing: null, phone: '' })).toBeNull();
    expect(billingDraft({ addresses: [], billing: { ...billing, address: null }, phone: '' })).toBeNull();
  });

  it('makes another address the default, says so, and ignores the one already default', async () => {
    const { actor, load, select, notify } = start();
    load.last().resolve({ addresses: [address('7', true), address('8')], billing: null });
    await flush();
    actor.send({ type: 'addresses.makeDefault', id: '7' });
    expect(select.calls).toHaveLength(0);
    actor.send({ type: 'addresses.makeDefault', id: '8' });
    expect(actor.getSnapshot().value).toBe('choosing');
    select.last().resolve([address('7'), address('8', true)]);
    await flush();
    expect(actor.getSnapshot().context.addresses.find((row) => row.selected)?.id).toBe('8');
    expect(notify).toHaveBeenLastCalledWith({ kind: 'success', message: 'Address selected successfully' });
  });

  it('keeps the book when choosing fails, and loads again after a failed load', async () => {
    const { actor, load, select, notify } = start();
    load.last().reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'addresses.retry' });
    load.last().resolve({ addresses: [address('7', true), address('8')], billing: null });
    await flush();
    actor.send({ type: 'addresses.makeDefault', id: '8' });
    select.last().reject(new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.addresses.find((row) => row.selected)?.id).toBe('7');
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Something went wrong' });
  });
});
