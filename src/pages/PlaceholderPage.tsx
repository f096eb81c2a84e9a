import { Link } from 'wouter';
import { paths } from '../config/paths.js';

/** Routes of SPEC §2.1 whose screens come in later issues. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="placeholder">
      <h1>{title}</h1>
      <p>This part of the storefront is on its way.</p>
      <Link href={paths.products.href()} className="button">Explore fabrics</Link>
    </section>
  );
}
