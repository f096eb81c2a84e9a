import { createContext, useContext } from 'react';
import type { Category } from '../../domain/category.js';
import type { ProductDetail, ProductPage } from '../../domain/product.js';
import type { LandingCatalogue } from '../../machines/landing.js';
import type { ProductListQuery } from '../../domain/product-list-url.js';

/**
 * What the server fetched to draw a page before any JavaScript ran (src/ssr/render-page.tsx). The browser starts its
 * machines from the same answers, so its first render matches the HTML it hydrates.
 */
export interface InitialData {
  landing?: LandingCatalogue;
  products?: ProductPage;
  /** The list `products` is a page of: the one the drawn address names. */
  productList?: ProductListQuery;
  categories?: Category[];
  product?: ProductDetail;
}

/** The id of the script element that carries the initial data in the page. */
export const INITIAL_DATA_ID = 'initial-data';

/** The initial data of a server-drawn page; null when the page came as the bare app shell. */
export const InitialDataContext = createContext<InitialData | null>(null);

export const useInitialData = (): InitialData | null => useContext(InitialDataContext);

/** The initial data written into this page by the server, or null if the page was not drawn by the server. */
export function readInitialData(): InitialData | null {
  const element = document.getElementById(INITIAL_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const value: unknown = JSON.parse(element.textContent);
    return typeof value === 'object' && value !== null ? (value as InitialData) : null;
  } catch {
    return null;
  }
}

/** JSON that is safe inside a script element: no `</script>`, no comment openers, no line separators. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
