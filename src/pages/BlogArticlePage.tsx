import { Link } from 'wouter';
import { usePageTitle } from '../lib/use-page-title.js';
import { BLOGS } from '../content/blogs.js';
import { paths } from '../config/paths.js';
import { BlogCover } from './BlogsPage.js';
import { formatDay } from '../../domain/day.js';
import { NotFoundPage } from './NotFoundPage.js';

/** One article, opened by Read More on /blogs. */
export function BlogArticlePage({ slug }: { slug: string }) {
  const article = BLOGS.find((candidate) => candidate.slug === slug);
  usePageTitle(article ? article.title : 'Page not found');
  if (!article) return <NotFoundPage />;
  return (
    <article className="text-page blog-article">
      <Link href={paths.blogs.href()} className="back-link">
        ‹ All blogs
      </Link>
      <header className="text-page-head">
        <p className="blog-meta">
          {article.topic} · <time dateTime={article.date}>{formatDay(article.date)}</time> · {article.author}
        </p>
        <h1>{article.title}</h1>
      </header>
      <BlogCover topic={article.topic} />
      {article.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </article>
  );
}
