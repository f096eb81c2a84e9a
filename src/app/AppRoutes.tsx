import { Route, Switch } from 'wouter';
import { MainLayout } from '../layout/MainLayout.js';
import { ForgetPasswordPage } from '../auth/ForgetPasswordPage.js';
import { LoginPage } from '../auth/LoginPage.js';
import { RegisterPage } from '../auth/RegisterPage.js';
import { VerifyOtpPage } from '../auth/VerifyOtpPage.js';
import { HomePage } from '../pages/HomePage.js';
import { NotFoundPage } from '../pages/NotFoundPage.js';
import { PlaceholderPage } from '../pages/PlaceholderPage.js';
import { ProductsPage } from '../products/ProductsPage.js';
import { MySettingPage } from '../profile/MySettingPage.js';
import { ProfilePage } from '../profile/ProfilePage.js';
import { paths } from './paths.js';

const placeholders: { path: string; title: string }[] = [
  { path: paths.product.path, title: 'Product details' },
  { path: paths.cart.path, title: 'Shopping Cart' },
  { path: paths.wishlist.path, title: 'My Wishlist' },
  { path: paths.checkout.path, title: 'Checkout' },
  { path: paths.successPayment.path, title: 'Thank you for purchasing from Us' },
  { path: paths.aboutUs.path, title: 'About Us' },
  { path: paths.contactUs.path, title: 'Get In Touch' },
  { path: paths.blogs.path, title: 'Blogs' },
  { path: paths.privacyPolicy.path, title: 'Privacy Policy' },
  { path: paths.terms.path, title: 'Terms & Conditions' },
];


export function AppRoutes() {
  return (
    <Switch>
      <Route path={paths.login.path}><LoginPage /></Route>
      <Route path={paths.register.path}><RegisterPage /></Route>
      <Route path={paths.forgetPassword.path}><ForgetPasswordPage /></Route>
      <Route path={paths.verifyOtp.path}><VerifyOtpPage /></Route>
      <Route>
        <MainLayout>
          <Switch>
            <Route path={paths.home.path}><HomePage /></Route>
            <Route path={paths.homeAlias.path}><HomePage /></Route>
            <Route path={paths.products.path}><ProductsPage /></Route>
            <Route path={paths.userProfile.path}><ProfilePage /></Route>
            <Route path={paths.mySetting.path}><MySettingPage /></Route>
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
