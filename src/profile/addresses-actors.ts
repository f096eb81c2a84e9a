import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { accountAddressesMachine, type AccountAddresses } from '../../machines/account-addresses.js';
import { addressBookLogic, checkoutActors, loadAddressBook } from '../checkout/checkout-actors.js';
import { useApi } from '../services/api-context.js';
import { loadBusinessProfile } from '../services/business-profile.js';
import { notify } from '../services/notify.js';

/** My Account › Addresses' machine: the book and the billing address loaded together, the book's popups saving through checkout's calls. */
export function useAccountAddressesLogic() {
  const api = useApi();
  const actors = useMemo(() => checkoutActors(api), [api]);
  return useMemo(
    () =>
      accountAddressesMachine.provide({
        actors: {
          addressBook: addressBookLogic(actors, notify),
          loadAddresses: fromPromise<AccountAddresses>(async ({ signal }) => {
            const [addresses, billing] = await Promise.all([loadAddressBook(api, signal), loadBusinessProfile(api, signal)]);
            return { addresses, billing };
          }),
          selectAddress: actors.selectAddress,
        },
        actions: { notify: (_, notice) => notify(notice) },
      }),
    [actors, api],
  );
}
