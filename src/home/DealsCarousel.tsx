import { MetrePrice } from '../components/MetrePrice.js';
import { useKeenSlider } from 'keen-slider/react.es.js';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { listedVariety, pricedFrom } from '../../domain/product.js';
import type { ProductCard } from '../../machines/product-list.js';
import { paths } from '../config/paths.js';
import { autoplay } from './autoplay.js';

/** SPEC §9 carousel constants. */
const AUTOPLAY_MS = 3000;
const WIDE = '(min-width: 931px)';

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The best-deals carousel (SPEC §2.3, WAI-ARIA carousel pattern): today's deals, 2 at a time under 931 px and 3 from
 * it, an endless loop moving every 3000 ms, previous and next buttons, and a Pause button; it waits while hovered or
 * focused, and does not move by itself under prefers-reduced-motion.
 */
export function DealsCarousel({ deals }: { deals: ProductCard[] }) {
  const [stopped, setStopped] = useState(reducedMotion);
  const stoppedRef = useRef(stopped);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(
    {
      loop: deals.length > 3,
      defaultAnimation: { duration: 400 },
      slides: { perView: 2, spacing: 10 },
      breakpoints: { [WIDE]: { slides: { perView: 3, spacing: 10 } } },
    },
    [autoplay(AUTOPLAY_MS, () => stoppedRef.current)],
  );
  useEffect(() => {
    stoppedRef.current = stopped;
    slider.current?.update();
  }, [stopped, slider]);

  return (
    <section className="home-section home-deals" aria-roledescription="carousel" aria-labelledby="home-deals-title">
      <div className="home-deals-head">
        <h2 id="home-deals-title">Best Deals</h2>
        <div className="home-deals-controls">
          <button
            type="button"
            className="icon-button"
            data-early="deals:pause"
            onClick={() => setStopped(!stopped)}
            aria-label={stopped ? 'Start moving the deals' : 'Stop moving the deals'}
          >
            <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
          </button>
          <button
            type="button"
            className="icon-button"
            aria-controls="home-deals-slides"
            aria-label="Previous deals"
            data-early="deals:previous"
            onClick={() => slider.current?.prev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="icon-button"
            aria-controls="home-deals-slides"
            aria-label="Next deals"
            data-early="deals:next"
            onClick={() => slider.current?.next()}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <div id="home-deals-slides" ref={sliderRef} className="keen-slider home-deals-slides" aria-live={stopped ? 'polite' : 'off'}>
        {deals.map((product, index) => {
          const variety = product.varieties[listedVariety(product.varieties)];
          return (
            <div
              key={product.id}
              className="keen-slider__slide home-deal"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${deals.length}`}
            >
              <Link href={paths.product.href(product.id)} state={{ product }} className="home-deal-link">
                {variety && <img src={variety.images[0]} alt="" loading="lazy" width="300" height="300" />}
                <span className="badge">Deal</span>
                <span className="home-deal-name">{product.name}</span>
                {variety && <MetrePrice variety={variety} from={pricedFrom(product.varieties)} as="span" />}
              </Link>
            </div>
          );
        })}
      </div>
    </section>
  );
}
