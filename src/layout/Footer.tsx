import { Link } from 'wouter';
import { paths } from '../config/paths.js';
import { Logo } from './Logo.js';

const paymentBrands = [
  'Visa',
  'Mastercard',
  'RuPay',
  'Amex',
  'Diners',
  'Discover',
  'Maestro',
  'UPI',
  'Google Pay',
  'PhonePe',
  'Paytm',
  'BHIM',
  'Amazon Pay',
  'PayPal',
  'Net Banking',
  'EMI',
];

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-grid">
        <section>
          <Logo />
          <p className="footer-blurb">
            A B2B marketplace for fabric sourced from mills across India, built on a textile legacy since 1970. Transparent bulk pricing,
            verified vendors and a free first sample.
          </p>
          <div className="footer-social" aria-label="Social links">
            {['Facebook', 'Instagram', 'LinkedIn', 'YouTube'].map((name) => (
              <a key={name} href="#" aria-label={name} onClick={(event) => event.preventDefault()}>
                {name[0]}
              </a>
            ))}
          </div>
        </section>
        <section>
          <h2>Quick Links</h2>
          <ul>
            <li>
              <Link href={paths.cart.href()}>My Cart</Link>
            </li>
            <li>
              <Link href={paths.wishlist.href()}>My Wishlist</Link>
            </li>
            <li>
              <Link href={paths.userProfile.href()} state={{ page: 'orderHistory' }}>
                My Orders
              </Link>
            </li>
            <li>
              <Link href={paths.userProfile.href()} state={{ page: 'orderHistory' }}>
                Order History
              </Link>
            </li>
            <li>
              <Link href={paths.mySetting.href()}>Setting</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>About</h2>
          <ul>
            <li>
              <Link href={paths.aboutUs.href()}>About Us</Link>
            </li>
            <li>
              <Link href={paths.contactUs.href()}>Contact Us</Link>
            </li>
            <li>
              <Link href={paths.blogs.href()}>Blogs</Link>
            </li>
            <li>
              <Link href={paths.privacyPolicy.href()}>Privacy Policy</Link>
            </li>
            <li>
              <Link href={paths.terms.href()}>Terms &amp; Conditions</Link>
            </li>
          </ul>
        </section>
      </div>
      <div className="footer-accept">
        <h2>We Accept</h2>
        <ul className="payment-brands">
          {paymentBrands.map((brand) => (
            <li key={brand}>{brand}</li>
          ))}
        </ul>
      </div>
      <p className="footer-copyright">© {new Date().getFullYear()} FabricMart. All rights reserved.</p>
    </footer>
  );
}
