import { shopMachine } from '../../machines/shop.js';
import { childContext } from '../services/app-context.js';

/** The signed-in buyer's cart and wishlist, app-wide: the app's `shop` child. */
export const ShopContext = childContext<typeof shopMachine>('shop');
