import { Link } from 'wouter';
import type { LandingCatalogue } from '../../machines/landing.js';
import { paths } from '../config/paths.js';
import { BLOGS } from '../content/blogs.js';
import { formatDay } from '../../domain/day.js';
import { ProductCard } from '../products/ProductCard.js';
import { DealsCarousel } from './DealsCarousel.js';
import {
  AboutSection,
  Certifications,
  Features,
  Process,
  Purpose,
  Services,
  Source,
  Stats,
  SupportBlock,
  Testimonials,
  WhyChooseUs,
} from './MarketingSections.js';

interface Props {
  catalogue: LandingCatalogue | null;
  failed: boolean;
  onRetry: () => void;
}

/** Every landing section after the hero, in SPEC §2.3's order; loaded after the hero. */
export function LandingSections({ catalogue, failed, onRetry }: Props) {
  return (
    <>
      <AboutSection />
      <Certifications />
      {failed ? (
        <section className="home-section home-failed" role="alert">
          <p>The deals and new arrivals could not be loaded.</p>
          <button type="button" className="button" onClick={onRetry}>
            Try again
          </button>
        </section>
      ) : catalogue === null ? (
        <section className="home-section home-loading" aria-busy="true" aria-label="Loading the deals and new arrivals" />
      ) : (
        <>
          {catalogue.deals.length > 0 && <DealsCarousel deals={catalogue.deals} />}
          <section className="home-section" aria-labelledby="home-new-title">
            <div className="home-section-head">
              <h2 id="home-new-title">New Arrivals</h2>
              <Link href={paths.products.href()}>See all fabrics</Link>
            </div>
            <div className="product-grid home-new">
              {catalogue.newArrivals.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </div>
          </section>
        </>
      )}
      <Features />
      <WhyChooseUs />
      <Source />
      <Purpose />
      <Stats />
      <Testimonials />
      <Services />
      <SupportBlock />
      <Process />
      <section className="home-section" aria-labelledby="home-blogs-title">
        <div className="home-section-head">
          <h2 id="home-blogs-title">From Our Blog</h2>
          <Link href={paths.blogs.href()}>All blogs</Link>
        </div>
        <ul className="home-cards home-cards-3">
          {BLOGS.slice(0, 3).map((article) => (
            <li key={article.slug}>
              <p className="blog-meta">
                <time dateTime={article.date}>{formatDay(article.date)}</time>
              </p>
              <h3>
                <Link href={paths.blog.href(article.slug)}>{article.title}</Link>
              </h3>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
