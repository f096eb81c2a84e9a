import { Link } from 'wouter';
import { paths } from '../app/paths.js';
import { Logo } from '../layout/Logo.js';

/** Standalone auth screens (no header or footer, SPEC §2.1); sign-in arrives with the accounts issue. */
export function AuthPlaceholder({ title }: { title: string }) {
  return (
    <main className="auth-screen">
      <div className="auth-card">
        <Link href={paths.home.href()} aria-label="FabricMart home"><Logo /></Link>
        <h1>{title}</h1>
        <p>Accounts are coming soon. Until then you can browse the whole catalogue.</p>
        <Link href={paths.products.href()} className="button">Explore fabrics</Link>
      </div>
    </main>
  );
}
