import { useEffect, useMemo, type ReactNode } from 'react';
import { shopMachine } from '../../machines/shop.js';
import { useApi } from '../services/api-context.js';
import { useInspect } from '../services/inspect-context.js';
import { notify } from '../services/notify.js';
import { SessionContext } from '../session/session-context.js';
import { shopActors } from './shop-actors.js';
import { ShopContext } from './shop-context.js';

/** Loads the cart and wishlist when a buyer signs in and forgets them on sign-out. */
function FollowSession() {
  const shop = ShopContext.useActorRef();
  const userId = SessionContext.useSelector((snapshot) => snapshot.context.user?.id ?? null);
  useEffect(() => {
    shop.send(userId ? { type: 'shop.load' } : { type: 'shop.clear' });
  }, [shop, userId]);
  return null;
}

export function ShopProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const logic = useMemo(
    () =>
      shopMachine.provide({
        actors: { loadShop: shopActors(api).loadShop },
        actions: { notify: (_, notice) => notify(notice) },
      }),
    [api],
  );
  return (
    <ShopContext.Provider logic={logic} options={{ inspect: useInspect() }}>
      <FollowSession />
      {children}
    </ShopContext.Provider>
  );
}
