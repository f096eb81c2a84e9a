import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../config/paths.js';

const icon = (d: string): ReactNode => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
  </svg>
);

const items = [
  {
    label: 'Home',
    href: paths.home.href(),
    icon: icon('M3 11 L12 4 L21 11 V20 H15 V14 H9 V20 H3 Z'),
    active: (l: string) => l === '/' || l === '/home',
  },
  {
    label: 'Explore',
    href: paths.products.href(),
    icon: icon('M4 4 H10 V10 H4 Z M14 4 H20 V10 H14 Z M4 14 H10 V20 H4 Z M14 14 H20 V20 H14 Z'),
    active: (l: string) => l.startsWith('/product'),
  },
  {
    label: 'Blogs',
    href: paths.blogs.href(),
    icon: icon('M5 4 H19 V20 H5 Z M8 8 H16 M8 12 H16 M8 16 H13'),
    active: (l: string) => l === '/blogs',
  },
  {
    label: 'Profile',
    href: paths.mySetting.href(),
    icon: icon('M12 12 A4 4 0 1 0 12 4 A4 4 0 1 0 12 12 Z M4 21 C5 16 19 16 20 21'),
    active: (l: string) => l === '/my-setting' || l === '/user-profile',
  },
];

/** Under 700 px (SPEC §2.2). */
export function BottomNav() {
  const [location] = useLocation();
  return (
    <nav className="bottom-nav" aria-label="Mobile">
      {items.map((item) => (
        <Link
          key={item.label}
          href={item.href}
          className={item.active(location) ? 'bottom-nav-link active' : 'bottom-nav-link'}
          aria-current={item.active(location) ? 'page' : undefined}
        >
          {item.icon}
          <span>{item.label}</span>
        </Link>
      ))}
    </nav>
  );
}
