import { createActorContext } from '@xstate/react';
import { shopMachine } from '../../machines/shop.js';

/** The signed-in buyer's cart and wishlist, app-wide. Logic is provided by ShopProvider. */
export const ShopContext = createActorContext(shopMachine);
