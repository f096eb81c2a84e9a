import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../config/paths.js';
import { Logo } from '../layout/Logo.js';

/** Standalone auth screens: no header or footer (SPEC §2.1). */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className="auth-screen">
      <div className="auth-card">
        <Link href={paths.home.href()} aria-label="FabricMart home">
          <Logo />
        </Link>
        <h1>{title}</h1>
        {subtitle && <p className="auth-subtitle">{subtitle}</p>}
        {children}
      </div>
    </main>
  );
}
