import { Link, useLocation } from 'wouter';
import { paths } from '../config/paths.js';
import { HeaderAccount } from './HeaderAccount.js';
import { HeaderSearch } from './HeaderSearch.js';
import { Logo } from './Logo.js';

const navItems = [
  { label: 'Home', href: paths.home.href(), matches: (location: string) => location === '/' || location === '/home' },
  { label: 'Explore', href: paths.products.href(), matches: (location: string) => location.startsWith('/product') },
  { label: 'About', href: paths.aboutUs.href(), matches: (location: string) => location === '/about-us' },
  { label: 'Contact Us', href: paths.contactUs.href(), matches: (location: string) => location === '/contact-us' },
];

export function Header() {
  const [location] = useLocation();
  return (
    <header className="header">
      <div className="header-inner">
        <Link href={paths.home.href()} className="header-logo" aria-label="FabricMart home">
          <span className="only-wide">
            <Logo />
          </span>
          <span className="only-narrow">
            <Logo small />
          </span>
        </Link>
        <nav className="header-nav" aria-label="Main">
          {navItems.map((item) => (
            <Link
              key={item.label}
              href={item.href}
              className={item.matches(location) ? 'header-link active' : 'header-link'}
              aria-current={item.matches(location) ? 'page' : undefined}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        {!location.startsWith(paths.products.href()) && <HeaderSearch />}
        <HeaderAccount />
      </div>
    </header>
  );
}
