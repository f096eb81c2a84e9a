import { EMPTY_CART } from '../../machines/empty-cart.js';
import type { Cart, CartChange, ProductCardFragment, WishlistItem } from '../../src/graphql/generated.js';
import type { ProductDetail, Review } from '../../domain/product.js';

export const product: ProductCardFragment = {
  id: '7',
  name: 'Indigo Cambric',
  description: 'A light, close cotton cambric for shirts.',
  category: 'Cotton',
  minOrderMetres: 1,
  averageRating: 4.5,
  reviewCount: 2,
  weight: 110,
  widthInches: 58,
  varieties: [
    {
      id: '70',
      color: 'Indigo',
      colorCode: '#2b3a67',
      images: ['/a.svg', '/b.svg', '/c.svg'],
      stock: 40,
      pricePerMetre: 150,
      discountedPrice: null,
      price: 150,
    },
    { id: '71', color: 'Rust', colorCode: '#b7410e', images: ['/d.svg'], stock: 0, pricePerMetre: 160, discountedPrice: 140, price: 140 },
  ],
};

export const review = (id: number): Review => ({
  id: String(id),
  rating: 5,
  review: `Review ${id}`,
  date: '2026-11-01T10:00:00Z',
  images: [],
  userName: 'Asha',
  userPicture: null,
  verifiedPurchase: false,
});

export const detail = (reviews: number, reviewPages = 1): ProductDetail => ({
  ...product,
  fabricType: 'Woven',
  pattern: 'Solid',
  count: '40x40',
  construction: '124x64',
  endUse: 'Shirting',
  weight: 110,
  widthInches: 58,
  subCategory: 'Cambric',
  reviewPages,
  reviews: Array.from({ length: reviews }, (_, index) => review(index + 1)),
});

export const cartWith = (quantity: number, coupon: string | null = null): Cart => ({
  ...EMPTY_CART,
  lines: [
    {
      product,
      color: 'Indigo',
      quantity,
      isSample: false,
      listPrice: 150,
      unitPrice: 150,
      linePrice: 150 * quantity,
      appliedCoupon: coupon,
      discountedLinePrice: null,
      stock: 40,
    },
  ],
  count: 1,
  subTotal: 150 * quantity,
  totalPrice: 150 * quantity,
  tax: 7.5 * quantity,
  taxRates: [5],
  totalWithTax: 157.5 * quantity,
  coupon: coupon ? { code: coupon, description: '10% off' } : null,
});

export const change = (cart: Cart, message = 'Cart updated', notice: string | null = null): CartChange => ({ message, notice, cart });

export const wishlist: WishlistItem[] = [{ product, color: 'Indigo' }];
