import type { CSSProperties } from 'react';
import { Link, useLocation } from 'wouter';
import { paths, type ProductsNavigationState } from '../config/paths.js';
import { NEW_ARRIVALS } from '../../domain/product-filters.js';

const HERO_FABRIC = '/api/swatches/block-23265c-7-1.svg';

/** Landing page; its full set of sections (SPEC §2.3) arrives in a later issue. */
export function HomePage() {
  const [, navigate] = useLocation();
  const showNewArrivals = () => navigate(paths.products.href(), { state: { category: NEW_ARRIVALS } satisfies ProductsNavigationState });
  return (
    <section className="hero" style={{ '--hero-fabric': `url(${HERO_FABRIC})` } as CSSProperties}>
      <div className="hero-inner">
        <p className="hero-kicker">Quality is Our First Priority</p>
        <h1>Your Marketplace for Every Fabric Need</h1>
        <p className="hero-lead">A next-generation B2B marketplace built on a legacy of trust, experience, and excellence in textiles</p>
        <div className="hero-actions">
          <Link href={paths.products.href()} className="button button-large">Explore fabrics</Link>
          <button type="button" className="button button-large button-outline-light" onClick={showNewArrivals}>New Arrivals</button>
        </div>
        <ul className="hero-points">
          <li>Free Shipping</li>
          <li>Secure Payments</li>
          <li>24/7 Support</li>
          <li>Quality Product</li>
        </ul>
      </div>
    </section>
  );
}
