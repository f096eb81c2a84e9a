import { matchPath, paths } from './paths.js';

/** The title of the landing page, and of any page before it has its own (src/index.html says the same). */
export const SITE_TITLE = 'Fabric Marketplace · Fabric from Indian mills, by the metre';

/** A page's title as the browser tab shows it: the page first, then the site. */
export const documentTitle = (title: string | null): string => (title ? `${title} · FabricMart` : SITE_TITLE);

/**
 * The pages whose title is fixed, by route. The others name what they show (a product, an article, a document) and
 * set it themselves; the server draws the same titles for the pages it draws (src/ssr/render-page.tsx).
 */
const FIXED: [string, string | null][] = [
  [paths.home.path, null],
  [paths.homeAlias.path, null],
  [paths.products.path, 'Explore fabrics'],
  [paths.cart.path, 'Cart'],
  [paths.wishlist.path, 'Wishlist'],
  [paths.checkout.path, 'Checkout'],
  [paths.successPayment.path, 'Thank you for your order'],
  [paths.userProfile.path, 'My account'],
  [paths.mySetting.path, 'My account'],
  [paths.contactUs.path, 'Contact us'],
  [paths.blogs.path, 'Blogs'],
  [paths.login.path, 'Sign in'],
  [paths.register.path, 'Sign up'],
  [paths.forgetPassword.path, 'Sign in with a code'],
  [paths.verifyOtp.path, 'Verify your code'],
];

/** Pages that title themselves from what they show. */
const OWN = [paths.product.path, paths.blog.path, paths.aboutUs.path, paths.privacyPolicy.path, paths.terms.path];

/** The fixed title at `path`: a string or null (the site's), or undefined for a page that titles itself. */
export function fixedTitle(path: string): string | null | undefined {
  if (OWN.some((pattern) => matchPath(pattern, path))) return undefined;
  const found = FIXED.find(([pattern]) => matchPath(pattern, path));
  return found ? found[1] : 'Page not found';
}
