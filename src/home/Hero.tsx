import { Link, useLocation } from 'wouter';
import { paths, type ProductsNavigationState } from '../config/paths.js';
import { HERO as hero } from '../content/hero.js';
import { NEW_ARRIVALS } from '../../domain/product-filters.js';

/**
 * SPEC §2.3 hero: the tagline above 600 px, a sub-paragraph about the marketplace below it (CSS switches them, so the
 * layout never shifts), and the bottom strip with the Product Overview count from the catalogue.
 */
export function Hero({ totalProducts }: { totalProducts: number | null }) {
  const [, navigate] = useLocation();
  const showNewArrivals = () => navigate(paths.products.href(), { state: { category: NEW_ARRIVALS } satisfies ProductsNavigationState });
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero-inner">
        <p className="hero-kicker">{hero.kicker}</p>
        <h1 id="hero-title">{hero.title}</h1>
        <p className="hero-lead hero-wide">{hero.tagline}</p>
        <p className="hero-lead hero-narrow">{hero.narrow}</p>
        <div className="hero-actions">
          <Link href={paths.products.href()} className="button button-large">
            Explore fabrics
          </Link>
          <button type="button" className="button button-large button-outline-light" onClick={showNewArrivals}>
            New Arrivals
          </button>
        </div>
      </div>
      <ul className="hero-strip">
        {hero.strip.map((item) => (
          <li key={item.title}>
            <strong>{item.title}</strong>
            <span>{item.text}</span>
          </li>
        ))}
        <li className="hero-quality">
          <strong>Quality Product</strong>
          <span>
            Product Overview: <b data-testid="product-overview">{totalProducts === null ? '…' : totalProducts.toLocaleString('en-IN')}</b>{' '}
            fabrics
          </span>
        </li>
      </ul>
    </section>
  );
}
