import { Route, Switch } from 'wouter';
import { MainLayout } from '../layout/MainLayout.js';
import { AuthPlaceholder } from '../pages/AuthPlaceholder.js';
import { HomePage } from '../pages/HomePage.js';
import { NotFoundPage } from '../pages/NotFoundPage.js';
import { PlaceholderPage } from '../pages/PlaceholderPage.js';
import { ProductsPage } from '../products/ProductsPage.js';
import { paths } from './paths.js';

const placeholders: { path: string; title: string }[] = [
  { path: paths.product.path, title: 'Product details' },
  { path: paths.cart.path, title: 'Shopping Cart' },
  { path: paths.wishlist.path, title: 'My Wishlist' },
  { path: paths.checkout.path, title: 'Checkout' },
  { path: paths.successPayment.path, title: 'Thank you for purchasing from Us' },
  { path: paths.userProfile.path, title: 'My Account' },
  { path: paths.mySetting.path, title: 'Settings' },
  { path: paths.aboutUs.path, title: 'About Us' },
  { path: paths.contactUs.path, title: 'Get In Touch' },
  { path: paths.blogs.path, title: 'Blogs' },
  { path: paths.privacyPolicy.path, title: 'Privacy Policy' },
  { path: paths.terms.path, title: 'Terms & Conditions' },
];

const authScreens: { path: string; title: string }[] = [
  { path: paths.login.path, title: 'Sign In' },
  { path: paths.register.path, title: 'Create Account' },
  { path: paths.forgetPassword.path, title: 'Forget Password' },
  { path: paths.verifyOtp.path, title: 'Verify OTP' },
];

export function AppRoutes() {
  return (
    <Switch>
      {authScreens.map(({ path, title }) => (
        <Route key={path} path={path}><AuthPlaceholder title={title} /></Route>
      ))}
      <Route>
        <MainLayout>
          <Switch>
            <Route path={paths.home.path}><HomePage /></Route>
            <Route path={paths.homeAlias.path}><HomePage /></Route>
            <Route path={paths.products.path}><ProductsPage /></Route>
            {placeholders.map(({ path, title }) => (
              <Route key={path} path={path}><PlaceholderPage title={title} /></Route>
            ))}
            <Route><NotFoundPage /></Route>
          </Switch>
        </MainLayout>
      </Route>
    </Switch>
  );
}
