import { lazy, Suspense, useCallback, useState } from 'react';
import type { ProductSummary } from '../../domain/product.js';
import { useSignedInAction } from './use-signed-in-action.js';

// The popup loads the first time a buyer opens it.
const AddToCartPopup = lazy(() => import('./AddToCartPopup.js').then((module) => ({ default: module.AddToCartPopup })));

/** Add to Cart: opens the add-to-cart popup, or sign-in for a signed-out buyer. */
export function AddToCartButton({
  product,
  colorIndex = 0,
  fromWishlist = false,
  className = 'button button-block',
  label = 'Add to Cart',
  disabled = false,
}: {
  product: ProductSummary;
  colorIndex?: number;
  fromWishlist?: boolean;
  className?: string;
  label?: string;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [resumedColour, setResumedColour] = useState<number | null>(null);
  const signedIn = useSignedInAction(`cart:${product.id}`, {
    ready: !disabled,
    action: (chosen) => {
      const index = product.varieties.findIndex((variety) => variety.color === chosen);
      setResumedColour(index >= 0 ? index : null);
      setOpen(true);
    },
  });
  const close = useCallback(() => {
    setOpen(false);
    setResumedColour(null);
  }, []);
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={disabled}
        data-early={`cart:${product.id}`}
        onClick={() => signedIn(() => setOpen(true), product.varieties[colorIndex]?.color ?? '')}
      >
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <AddToCartPopup product={product} fromWishlist={fromWishlist} initialColor={resumedColour ?? colorIndex} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
