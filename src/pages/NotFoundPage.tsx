import { Link } from 'wouter';
import { paths } from '../config/paths.js';

export function NotFoundPage() {
  return (
    <section className="placeholder not-found">
      <p className="not-found-code">404</p>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link href={paths.home.href()} className="button">Back to home</Link>
    </section>
  );
}
