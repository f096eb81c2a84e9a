import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { paths } from '../config/paths.js';
import { Loader } from '../components/Loader.js';
import { SessionContext } from '../session/session-context.js';
import { MyAccount } from './MyAccount.js';
import { OrderHistory } from './OrderHistory.js';

const sections = [
  { page: 'myAccount', label: 'My Account' },
  { page: 'orderHistory', label: 'Order History' },
  { page: 'supportHelp', label: 'Support & Help' },
  { page: 'faq', label: 'FAQ' },
] as const;
type Page = (typeof sections)[number]['page'];

const pageFromState = (): Page => {
  const state: unknown = window.history.state;
  const page = state && typeof state === 'object' && 'page' in state ? (state as { page: unknown }).page : undefined;
  return sections.some((section) => section.page === page) ? (page as Page) : 'myAccount';
};

/** /user-profile (SPEC §2.10): side menu above 800 px; the section comes from navigation state `page`. */
export function ProfilePage() {
  const user = SessionContext.useSelector((snapshot) => snapshot.context.user);
  const restoring = SessionContext.useSelector((snapshot) => snapshot.matches('restoring'));
  const [page, setPage] = useState<Page>(pageFromState);
  useEffect(() => {
    if (!restoring && !user) navigate(paths.login.href(), { replace: true });
  }, [restoring, user]);
  if (!user) return <Loader label="Loading your account" />;
  return (
    <div className="profile-layout">
      <nav className="profile-menu" aria-label="Account">
        {sections.map((section) => (
          <button key={section.page} type="button" className={page === section.page ? 'profile-menu-item active' : 'profile-menu-item'} aria-current={page === section.page ? 'page' : undefined} onClick={() => setPage(section.page)}>
            {section.label}
          </button>
        ))}
      </nav>
      <div className="profile-content">
        {page === 'myAccount' ? <MyAccount key={user.id} user={user} /> : page === 'orderHistory' ? <OrderHistory /> : (
          <section className="placeholder">
            <h1>{sections.find((section) => section.page === page)!.label}</h1>
            <p>This part of your account is on its way.</p>
            <Link href={paths.products.href()} className="button">Continue Shopping</Link>
          </section>
        )}
      </div>
    </div>
  );
}
