import { useMemo } from 'react';
import type { ProductSummary } from '../../domain/product.js';
import { wishlistHeartMachine } from '../../machines/wishlist-heart.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { ShopContext } from './shop-context.js';
import { useShopEffects } from './use-shop-effects.js';
import { useSignedInAction } from './use-signed-in-action.js';

const HEART = 'M12 20 C5 15 3 12 3 8.5 A4.5 4.5 0 0 1 12 6 A4.5 4.5 0 0 1 21 8.5 C21 12 19 15 12 20 Z';

/** SPEC §4 wishlist heart; signed-out buyers go to sign in first. */
export function WishlistHeart({
  product,
  color,
  className,
  silentFailures = false,
  label = 'icon',
}: {
  product: ProductSummary;
  color: string | null;
  className?: string;
  silentFailures?: boolean;
  /** 'text' shows 'Add to Wishlist' beside the heart (the product page). */
  label?: 'icon' | 'text';
}) {
  const added = ShopContext.useSelector((snapshot) => snapshot.context.wishlist.some((item) => item.product.id === product.id));
  const effects = useShopEffects();
  const logic = useMemo(
    () =>
      wishlistHeartMachine.provide({
        actors: { addToWishlist: effects.actors.addToWishlist, removeFromWishlist: effects.actors.removeFromWishlist },
        actions: { notify: effects.notify },
      }),
    [effects],
  );
  const [snapshot, send] = useScreenMachine(logic, { input: { productId: product.id, color, added, silentFailures } });
  const wishlistKnown = ShopContext.useSelector((state) => state.matches('ready'));
  const signedIn = useSignedInAction(`heart:${product.id}`, {
    ready: wishlistKnown,
    action: () => {
      if (!added) send({ type: 'heart.toggle' });
    },
  });
  const busy = snapshot.matches('adding') || snapshot.matches('removing');
  const filled = snapshot.matches('added') || snapshot.matches('adding');
  const name = filled ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`;
  return (
    <button
      type="button"
      className={`${label === 'text' ? 'button button-outline' : 'icon-button'} heart${filled ? ' heart-on' : ''} ${className ?? ''}`}
      aria-label={label === 'text' ? undefined : name}
      aria-pressed={filled}
      disabled={busy}
      data-early={`wishlist:${product.id}`}
      onClick={() => signedIn(() => send({ type: 'heart.toggle' }))}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d={HEART} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" />
      </svg>
      {label === 'text' && <span>{filled ? 'In Wishlist' : 'Add to Wishlist'}</span>}
    </button>
  );
}
