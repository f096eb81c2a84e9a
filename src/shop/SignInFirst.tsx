import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../config/paths.js';
import { rememberReturnPath } from '../session/return-path.js';
import { SessionContext } from '../session/session-context.js';

/** The cart and wishlist need an account: a signed-out visitor (a shared link, a reload) is asked to sign in first. */
export function SignInFirst({ title, children }: { title: string; children: ReactNode }) {
  const signedIn = SessionContext.useSelector((snapshot) => snapshot.context.user !== null);
  if (signedIn) return <>{children}</>;
  return (
    <section className="empty-state">
      <h1>{title}</h1>
      <p>Sign in to see your {title === 'My Wishlist' ? 'wishlist' : 'cart'}.</p>
      <Link href={paths.login.href()} className="button" onClick={() => rememberReturnPath(window.location.pathname)}>
        Login
      </Link>
    </section>
  );
}
