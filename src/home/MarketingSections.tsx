import { LANDING } from '../content/landing.js';
import { Avatar, Seal, Weave } from './Artwork.js';

/** Cards of a title and a line of text (features, source benefits). */
function TextCards({ cards }: { cards: readonly { title: string; text: string }[] }) {
  return (
    <ul className="home-cards home-cards-4">
      {cards.map((card) => (
        <li key={card.title}>
          <h3>{card.title}</h3>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}

const { about, certifications, features, whyChooseUs, source, purpose, stats, testimonials, services, support, process } = LANDING;

export function AboutSection() {
  return (
    <section className="home-section home-about" aria-labelledby="home-about-title">
      <p className="home-kicker" id="home-about-title">
        {about.title}
      </p>
      <h2>{about.heading}</h2>
      {about.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}

export function Certifications() {
  return (
    <section className="home-section" aria-labelledby="home-certs-title">
      <h2 id="home-certs-title" className="visually-hidden">
        Certifications
      </h2>
      <ul className="home-certs">
        {certifications.map((label, index) => (
          <li key={label}>
            <Seal label={label} index={index} />
            <span>{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Features() {
  return (
    <section className="home-section" aria-labelledby="home-features-title">
      <h2 id="home-features-title" className="visually-hidden">
        What you get
      </h2>
      <TextCards cards={features} />
    </section>
  );
}

export function WhyChooseUs() {
  return (
    <section className="home-section home-split" aria-labelledby="home-why-title">
      <div>
        <h2 id="home-why-title">{whyChooseUs.title}</h2>
        <p>{whyChooseUs.text}</p>
      </div>
      <ul className="home-bars">
        {whyChooseUs.bars.map((bar, index) => (
          <li key={`${bar.label}-${index}`}>
            <span className="home-bar-label">
              {bar.label}
              <b>{bar.value}%</b>
            </span>
            <span className="home-bar" role="meter" aria-label={bar.label} aria-valuenow={bar.value} aria-valuemin={0} aria-valuemax={100}>
              <span style={{ width: `${bar.value}%` }} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Source() {
  return (
    <section className="home-section" aria-labelledby="home-source-title">
      <h2 id="home-source-title">{source.title}</h2>
      <TextCards cards={source.benefits} />
    </section>
  );
}

export function Purpose() {
  return (
    <section className="home-section home-split" aria-labelledby="home-purpose-title">
      <div>
        <h2 id="home-purpose-title">{purpose.title}</h2>
        <p>{purpose.text}</p>
      </div>
      <div className="home-pictures">
        {purpose.images.map((caption, index) => (
          <figure key={caption}>
            <Weave index={index + 2} className="home-picture" />
            <figcaption>{caption}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

export function Stats() {
  return (
    <section className="home-section home-stats" aria-labelledby="home-stats-title">
      <h2 id="home-stats-title" className="visually-hidden">
        Our achievements
      </h2>
      <ul>
        {stats.map((stat) => (
          <li key={stat.label}>
            <strong>{stat.value}</strong>
            <span>{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Testimonials() {
  return (
    <section className="home-section" aria-labelledby="home-testimonials-title">
      <h2 id="home-testimonials-title">{testimonials.title}</h2>
      {/* A row that scrolls sideways on a phone: reachable by keyboard to scroll it. */}
      <ul className="home-cards home-cards-3" tabIndex={0} aria-labelledby="home-testimonials-title">
        {testimonials.cards.map((card, index) => (
          <li key={card.name} className="home-testimonial">
            <Avatar name={card.name} index={index} />
            <span className="home-stars" role="img" aria-label="Rated 5 out of 5">
              ★★★★★
            </span>
            <blockquote>
              <p>{card.text}</p>
            </blockquote>
            <p>
              <strong>{card.name}</strong>
              <br />
              <span className="muted">{card.designation}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Services() {
  return (
    <section className="home-section" aria-labelledby="home-services-title">
      <h2 id="home-services-title">Our Services</h2>
      <ul className="home-cards home-cards-3" tabIndex={0} aria-labelledby="home-services-title">
        {services.map((service, index) => (
          <li key={service.title}>
            <Weave index={index} className="home-picture" />
            <h3>{service.title}</h3>
            <p>{service.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SupportBlock() {
  return (
    <section className="home-section home-support" aria-labelledby="home-support-title">
      <h2 id="home-support-title">{support.title}</h2>
      <ul>
        {support.links.map((link) => (
          <li key={link.label}>
            <a className="button" href={link.href} {...(link.href.startsWith('https:') ? { target: '_blank', rel: 'noreferrer' } : {})}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Process() {
  return (
    <section className="home-section" aria-labelledby="home-process-title">
      <h2 id="home-process-title">How It Works</h2>
      <ol className="home-cards home-cards-4 home-process">
        {process.map((step, index) => (
          <li key={step.title}>
            <Weave index={index} className="home-picture" />
            <h3>
              {index + 1}. {step.title}
            </h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
