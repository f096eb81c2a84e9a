import { Link, Redirect } from 'wouter';
import { paths } from '../config/paths.js';
import { NARROW, useMediaQuery } from '../lib/use-media-query.js';
import { SessionContext } from '../session/session-context.js';
import { useApprovalsDue } from './use-approvals-due.js';

/** /my-setting is the settings menu of the bottom navigation's Profile under 800 px (SPEC §2.1); wider, the profile's side menu does its job. */
export function MySettingPage() {
  const narrow = useMediaQuery(NARROW);
  const session = SessionContext.useActorRef();
  const user = SessionContext.useSelector((snapshot) => snapshot.context.user);
  const due = useApprovalsDue(user?.email ?? null);
  if (!narrow) return <Redirect to={paths.userProfile.href()} replace />;
  const items = [
    ...(user
      ? [
          { label: 'My Profile', href: paths.userProfile.href(), state: { page: 'myAccount' } },
          { label: 'My WishList', href: paths.wishlist.href() },
          { label: 'My Cart', href: paths.cart.href() },
          { label: 'Order History', href: paths.userProfile.href(), state: { page: 'orderHistory' } },
          { label: 'Quotes', href: paths.userProfile.href(), state: { page: 'quotes' } },
          // For the company's Approvers and Owner: the orders waiting for them, the first one opened.
          ...(due
            ? [
                {
                  label: 'Approvals',
                  href: paths.userProfile.href(),
                  state: { page: 'myAccount', ...(due.first ? { approval: due.first } : {}) },
                  count: due.count,
                },
              ]
            : []),
        ]
      : [{ label: 'Log In / Sign Up', href: paths.login.href() }]),
    { label: 'Support & Help', href: paths.userProfile.href(), state: { page: 'supportHelp' } },
    { label: 'FAQ', href: paths.userProfile.href(), state: { page: 'faq' } },
    { label: 'About Us', href: paths.aboutUs.href() },
    { label: 'Terms', href: paths.terms.href() },
    { label: 'Privacy', href: paths.privacyPolicy.href() },
  ];
  return (
    <section className="settings" aria-labelledby="settings-title">
      <h1 id="settings-title">{user ? `Hi, ${user.name}` : 'Settings'}</h1>
      <ul className="settings-list">
        {items.map((item) => (
          <li key={item.label}>
            <Link href={item.href} state={'state' in item ? item.state : undefined}>
              <span>
                {item.label}
                {'count' in item && item.count !== undefined && item.count > 0 && (
                  <>
                    <span className="count-badge settings-count" aria-hidden="true">
                      {item.count}
                    </span>
                    <span className="visually-hidden">({item.count} waiting)</span>
                  </>
                )}
              </span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
        {user && (
          <li>
            <button type="button" onClick={() => session.send({ type: 'session.logout' })}>
              Log Out<span aria-hidden="true">›</span>
            </button>
          </li>
        )}
      </ul>
    </section>
  );
}
