import { Link } from 'wouter';
import { BLOGS, featuredDescription } from '../content/blogs.js';
import { paths } from '../config/paths.js';
import { formatDay } from '../../domain/day.js';

/** SPEC §2.4 /blogs: the featured (newest) article and Latest Blogs, each with Read More. */
export function BlogsPage() {
  const [featured, ...latest] = BLOGS;
  return (
    <div className="blogs-page">
      <h1>Blogs</h1>
      <article className="blog-featured" aria-labelledby="featured-title">
        <BlogCover topic={featured!.topic} />
        <div className="blog-featured-text">
          <p className="blog-meta">
            {featured!.topic} · <time dateTime={featured!.date}>{formatDay(featured!.date)}</time> · {featured!.author}
          </p>
          <h2 id="featured-title">{featured!.title}</h2>
          <p>{featuredDescription(featured!.paragraphs.join(' '))}</p>
          <Link href={paths.blog.href(featured!.slug)} className="button" aria-label={`Read More: ${featured!.title}`}>
            Read More
          </Link>
        </div>
      </article>
      <section aria-labelledby="latest-title">
        <h2 id="latest-title">Latest Blogs</h2>
        <ul className="blog-list">
          {latest.map((article) => (
            <li key={article.slug} className="blog-card">
              <BlogCover topic={article.topic} />
              <p className="blog-meta">
                {article.topic} · <time dateTime={article.date}>{formatDay(article.date)}</time>
              </p>
              <h3>{article.title}</h3>
              <p>{article.paragraphs[0]!.slice(0, 140).replace(/\s+\S*$/, '')}…</p>
              <Link href={paths.blog.href(article.slug)} aria-label={`Read More: ${article.title}`}>
                Read More
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const COVER_COLOURS: Record<string, [string, string]> = {
  Sustainability: ['#2f6b4f', '#cfe3c4'],
  'Fabric basics': ['#23265c', '#e9e9f5'],
  Fibres: ['#7a4a05', '#f7e3c4'],
  Care: ['#6b2f5a', '#f1dcea'],
};

/** A drawn woven cover, coloured by topic, so the page needs no photos. */
export function BlogCover({ topic }: { topic: string }) {
  const [ink, paper] = COVER_COLOURS[topic] ?? COVER_COLOURS['Fabric basics']!;
  return (
    <svg className="blog-cover" viewBox="0 0 160 90" aria-hidden="true" focusable="false">
      <rect width="160" height="90" fill={paper} />
      {Array.from({ length: 16 }, (_, i) => (
        <rect key={`w${i}`} x={i * 10 + 2} y="0" width="4" height="90" fill={ink} opacity="0.18" />
      ))}
      {Array.from({ length: 9 }, (_, i) => (
        <rect key={`f${i}`} x="0" y={i * 10 + 4} width="160" height="3" fill={ink} opacity="0.12" />
      ))}
    </svg>
  );
}
