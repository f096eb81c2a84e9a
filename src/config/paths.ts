/** Every route of SPEC §2.1, defined once. */
export const paths = {
  home: { path: '/', href: () => '/' },
  homeAlias: { path: '/home', href: () => '/home' },
  products: { path: '/products', href: () => '/products' },
  product: { path: '/product/:id', href: (id: string) => `/product/${encodeURIComponent(id)}` },
  cart: { path: '/cart', href: () => '/cart' },
  wishlist: { path: '/wishlist', href: () => '/wishlist' },
  checkout: { path: '/checkout', href: () => '/checkout' },
  successPayment: { path: '/success-payment', href: () => '/success-payment' },
  userProfile: { path: '/user-profile', href: () => '/user-profile' },
  mySetting: { path: '/my-setting', href: () => '/my-setting' },
  aboutUs: { path: '/about-us', href: () => '/about-us' },
  contactUs: { path: '/contact-us', href: () => '/contact-us' },
  blogs: { path: '/blogs', href: () => '/blogs' },
  blog: { path: '/blogs/:slug', href: (slug: string) => `/blogs/${encodeURIComponent(slug)}` },
  privacyPolicy: { path: '/privacy-policy', href: () => '/privacy-policy' },
  terms: { path: '/tNc', href: () => '/tNc' },
  login: { path: '/login', href: () => '/login' },
  register: { path: '/register', href: () => '/register' },
  forgetPassword: { path: '/forget-password', href: () => '/forget-password' },
  verifyOtp: { path: '/verify-otp', href: () => '/verify-otp' },
  /** The operators' console (not in SPEC §2.1): /admin, /admin/<section>, /admin/<section>/<id>. */
  admin: { path: '/admin/:section?/:id?', href: () => '/admin' },
} as const;

/** The parameters of `path` if it matches a route pattern ('/product/:id'), else null. */
export function matchPath(pattern: string, path: string): string[] | null {
  const match = new RegExp(`^${pattern.replace(/:[^/]+/g, '([^/]+)')}$`).exec(path);
  return match ? match.slice(1) : null;
}

/** The console's addresses: /admin, /admin/<section>, /admin/<section>/<id> (its pattern's optional parts). */
const CONSOLE = /^\/admin(\/[^/]+){0,2}$/;

/** Whether the app has a screen at `path`; any other path is its not-found screen (and answers 404). */
export const isAppRoute = (path: string): boolean =>
  CONSOLE.test(path) || Object.values(paths).some((route) => route !== paths.admin && matchPath(route.path, path) !== null);

/** Navigation state read by /products (SPEC §4): 'newArrivals' or a category name. */
export interface ProductsNavigationState {
  category: string;
}
