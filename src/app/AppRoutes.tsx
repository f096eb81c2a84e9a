import { Suspense, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Loader } from '../components/Loader.js';
import type { TextDocument } from '../content/document.js';
import { isAppRoute, matchPath, paths } from '../config/paths.js';
import { MainLayout } from '../layout/MainLayout.js';
// The landing screen is part of the first download: most visits start there, and its lazy sections load after it.
import { HomePage } from '../pages/HomePage.js';
import { RouteErrorBoundary } from './RouteErrorBoundary.js';
import { screen } from '../lib/screen.js';
import { FixedPageTitle } from './FixedPageTitle.js';

const ProductsPage = screen(() => import('../products/ProductsPage.js').then((m) => m.ProductsPage));
const ProfilePage = screen(() => import('../profile/ProfilePage.js').then((m) => m.ProfilePage));
const MySettingPage = screen(() => import('../profile/MySettingPage.js').then((m) => m.MySettingPage));
const LoginPage = screen(() => import('../auth/LoginPage.js').then((m) => m.LoginPage));
const RegisterPage = screen(() => import('../auth/RegisterPage.js').then((m) => m.RegisterPage));
const ForgetPasswordPage = screen(() => import('../auth/ForgetPasswordPage.js').then((m) => m.ForgetPasswordPage));
const VerifyOtpPage = screen(() => import('../auth/VerifyOtpPage.js').then((m) => m.VerifyOtpPage));
const ProductDetailPage = screen(() => import('../product-detail/ProductDetailPage.js').then((m) => m.ProductDetailPage));
const CartPage = screen(() => import('../cart/CartPage.js').then((m) => m.CartPage));
const WishlistPage = screen(() => import('../wishlist/WishlistPage.js').then((m) => m.WishlistPage));
const CheckoutPage = screen(() => import('../checkout/CheckoutPage.js').then((m) => m.CheckoutPage));
const SuccessPaymentPage = screen(() => import('../checkout/SuccessPaymentPage.js').then((m) => m.SuccessPaymentPage));
const ContactPage = screen(() => import('../pages/ContactPage.js').then((m) => m.ContactPage));
const BlogsPage = screen(() => import('../pages/BlogsPage.js').then((m) => m.BlogsPage));
const BlogArticlePage = screen(() => import('../pages/BlogArticlePage.js').then((m) => m.BlogArticlePage));
/** About, privacy and terms: the text page with its document, both loaded with the route. */
const textScreen = (load: () => Promise<TextDocument>) =>
  screen(async () => {
    const [{ TextPage }, document] = await Promise.all([import('../pages/TextPage.js'), load()]);
    return function DocumentPage() {
      return <TextPage document={document} />;
    };
  });
const AboutPage = textScreen(() => import('../content/about.js').then((m) => m.ABOUT));
const PrivacyPage = textScreen(() => import('../content/privacy.js').then((m) => m.PRIVACY));
const TermsPage = textScreen(() => import('../content/terms.js').then((m) => m.TERMS));
const AdminConsole = screen(() => import('../admin/AdminConsole.js').then((m) => m.AdminConsole));
const NotFoundPage = screen(() => import('../pages/NotFoundPage.js').then((m) => m.NotFoundPage));

/** The landing screen is in the app's own chunk; its sections below the hero load once the page is alive. */
const inTheAppAlready = async () => {};

/** The routes the server draws (src/ssr/render-page.tsx), each with its screen's code to load first. */
const DRAWN_ON_SERVER: [string, () => Promise<unknown>][] = [
  [paths.home.path, inTheAppAlready],
  [paths.homeAlias.path, inTheAppAlready],
  [paths.products.path, ProductsPage.preload],
  [paths.product.path, ProductDetailPage.preload],
  [paths.contactUs.path, ContactPage.preload],
  [paths.aboutUs.path, AboutPage.preload],
  [paths.blogs.path, BlogsPage.preload],
  [paths.blog.path, BlogArticlePage.preload],
  [paths.privacyPolicy.path, PrivacyPage.preload],
  [paths.terms.path, TermsPage.preload],
];

/**
 * Loads the code of the screen at `path` if the server draws it (so that drawing and hydration find it ready); false
 * for a route the server leaves to the browser.
 */
export async function preloadScreenAt(path: string): Promise<boolean> {
  // A path the app has no screen for is drawn too: the not-found screen, answered 404.
  if (!isAppRoute(path)) {
    await NotFoundPage.preload();
    return true;
  }
  const found = DRAWN_ON_SERVER.find(([pattern]) => matchPath(pattern, path));
  await found?.[1]();
  return found !== undefined;
}

/** Each route's screen behind its own error boundary and loading state. */
function Screen({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary location={location}>
      <Suspense fallback={<Loader label="Loading the page" />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRoutes() {
  return (
    <>
      {/* Before the routes: a page's own title (set in its effect, which runs later) wins over the fixed one. */}
      <FixedPageTitle />
      <Switch>
        <Route path={paths.login.path}>
          <Screen>
            <LoginPage />
          </Screen>
        </Route>
        <Route path={paths.register.path}>
          <Screen>
            <RegisterPage />
          </Screen>
        </Route>
        <Route path={paths.forgetPassword.path}>
          <Screen>
            <ForgetPasswordPage />
          </Screen>
        </Route>
        <Route path={paths.verifyOtp.path}>
          <Screen>
            <VerifyOtpPage />
          </Screen>
        </Route>
        <Route>
          <MainLayout>
            <Screen>
              <Switch>
                <Route path={paths.home.path}>
                  <HomePage />
                </Route>
                <Route path={paths.homeAlias.path}>
                  <HomePage />
                </Route>
                <Route path={paths.products.path}>
                  <ProductsPage />
                </Route>
                <Route path={paths.product.path}>
                  <ProductDetailPage />
                </Route>
                <Route path={paths.cart.path}>
                  <CartPage />
                </Route>
                <Route path={paths.checkout.path}>
                  <CheckoutPage />
                </Route>
                <Route path={paths.contactUs.path}>
                  <ContactPage />
                </Route>
                <Route path={paths.successPayment.path}>
                  <SuccessPaymentPage />
                </Route>
                <Route path={paths.wishlist.path}>
                  <WishlistPage />
                </Route>
                <Route path={paths.userProfile.path}>
                  <ProfilePage />
                </Route>
                <Route path={paths.mySetting.path}>
                  <MySettingPage />
                </Route>
                <Route path={paths.aboutUs.path}>
                  <AboutPage />
                </Route>
                <Route path={paths.blogs.path}>
                  <BlogsPage />
                </Route>
                <Route path={paths.blog.path}>{(params: { slug: string }) => <BlogArticlePage slug={params.slug} />}</Route>
                <Route path={paths.privacyPolicy.path}>
                  <PrivacyPage />
                </Route>
                <Route path={paths.terms.path}>
                  <TermsPage />
                </Route>
                <Route path={paths.admin.path}>
                  {(params: { section?: string; id?: string }) => <AdminConsole section={params.section} id={params.id} />}
                </Route>
                <Route>
                  <NotFoundPage />
                </Route>
              </Switch>
            </Screen>
          </MainLayout>
        </Route>
      </Switch>
    </>
  );
}
