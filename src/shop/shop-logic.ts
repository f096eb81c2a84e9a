import { shopMachine } from '../../machines/shop.js';
import type { ApiClient } from '../services/api-client.js';
import { notify } from '../services/notify.js';
import { shopActors } from './shop-actors.js';

/** The shop machine with its BFF call and toasts. */
export const shopLogic = (api: ApiClient) =>
  shopMachine.provide({
    actors: { loadShop: shopActors(api).loadShop },
    actions: { notify: (_, notice) => notify(notice) },
  });
