import { Link } from 'wouter';
import { paths } from '../config/paths.js';

export function NotFoundPage() {
  return (
    <section className="placeholder not-found">
      <div className="not-found-code" aria-hidden="true">
        404
      </div>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link href={paths.home.href()} className="button">
        Back to home
      </Link>
    </section>
  );
}
