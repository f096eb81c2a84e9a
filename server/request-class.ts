/** What a request is for, as /metrics and the sale benchmark group them. */
export type RequestClass = 'browse' | 'cart' | 'order' | 'account' | 'console' | 'graphql' | 'asset' | 'other';

const CART = /^\/api\/user\/(add-to-cart|cart|remove-from-cart|updateCart|apply-coupon|remove-coupon)/;
const BROWSE = /^\/api\/(getAllProducts|product\/|categories|reviews|swatches\/|uploads\/)/;

/** The class of a request from its method and path (the path without its query). */
export function requestClass(method: string, path: string): RequestClass {
  if (path === '/metrics' || path === '/api/health') return 'other';
  if (path === '/api/buy') return 'order';
  if (CART.test(path)) return 'cart';
  if (BROWSE.test(path)) return method === 'GET' ? 'browse' : 'other';
  if (path.startsWith('/api/admin/')) return 'console';
  if (path.startsWith('/api/')) return 'account';
  if (path === '/graphql') return 'graphql';
  if (path.startsWith('/assets/')) return 'asset';
  // Every other GET is a page: drawn on the server, or the app's shell.
  return method === 'GET' || method === 'HEAD' ? 'browse' : 'other';
}
