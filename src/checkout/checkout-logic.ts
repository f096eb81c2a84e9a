import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import type { SavedBusinessProfile } from '../../machines/business-profile.js';
import { checkoutMachine } from '../../machines/checkout.js';
import { paths } from '../config/paths.js';
import { useApi } from '../services/api-context.js';
import { loadBusinessProfile } from '../services/business-profile.js';
import { notify } from '../services/notify.js';
import { ShopContext } from '../shop/shop-context.js';
import { useShopEffects } from '../shop/use-shop-effects.js';
import { addressBookLogic, checkoutActors } from './checkout-actors.js';
import { forgetChoices, keepChoices } from './kept-choices.js';

/**
 * Checkout's machine with its calls over the BFF (the address book as its child), the choices kept for a retried
 * payment, and where it leaves to: the thank-you page, My Account for an order sent for approval, or the cart.
 */
export function useCheckoutLogic() {
  const api = useApi();
  const effects = useShopEffects();
  const shop = ShopContext.useActorRef();
  const [, navigate] = useLocation();
  const actors = useMemo(() => checkoutActors(api), [api]);
  return useMemo(
    () =>
      checkoutMachine.provide({
        actors: {
          addressBook: addressBookLogic(actors, notify),
          loadAddresses: actors.loadAddresses,
          selectAddress: actors.selectAddress,
          loadSummary: actors.loadSummary,
          placeOrder: actors.placeOrder,
          loadBilling: fromPromise<SavedBusinessProfile | null>(({ signal }) => loadBusinessProfile(api, signal)),
        },
        actions: {
          notify: effects.notify,
          purchased: forgetChoices,
          rememberChoices: (_, choices) => keepChoices(choices, shop.getSnapshot().context.cart),
          // The thank-you page shows the purchase it thanks for (kept in the history entry, so a reload keeps it too).
          // After the ended checkout has drawn nothing (a task later), so its popup is gone before the next page.
          leave: (_, outcome) =>
            setTimeout(() => {
              // An order sent for approval places nothing: the buyer follows it in My Account's company account.
              if (outcome.purchase?.approvalId) navigate(paths.userProfile.href());
              else if (outcome.next === 'purchase')
                navigate(paths.successPayment.href(), outcome.purchase ? { state: { purchase: outcome.purchase } } : {});
              else navigate(paths.cart.href());
            }),
        },
      }),
    [actors, effects, shop, navigate, api],
  );
}
