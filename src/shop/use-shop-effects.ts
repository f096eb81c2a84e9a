import { useMemo } from 'react';
import { changeNotices } from '../../domain/cart.js';
import type { CartChange } from '../graphql/generated.js';
import type { Notice } from '../../domain/notice.js';
import { useApi } from '../services/api-context.js';
import { notify } from '../services/notify.js';
import { shopActors } from './shop-actors.js';

/**
 * The actors and effects the shopping machines share: the BFF calls and toasts. (The machines tell the shop their
 * answers themselves, through the app's system: machines/shop-link.ts.)
 */
export function useShopEffects() {
  const api = useApi();
  return useMemo(
    () => ({
      actors: shopActors(api),
      notify: (_: unknown, notice: Notice) => notify(notice),
      notifyChanges: (_: unknown, change: CartChange) => changeNotices(change).forEach(notify),
    }),
    [api],
  );
}
