import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { BottomNav } from './BottomNav.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';

export function MainLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [location]);
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="layout-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <BottomNav />
    </div>
  );
}
