import { useEffect } from 'react';
import { navigate, useHistoryState, useSearch } from 'wouter/use-browser-location';
import { sectionFromSearch } from '../../domain/links.js';
import { paths } from '../config/paths.js';
import { Loader } from '../components/Loader.js';
import { SessionContext } from '../session/session-context.js';
import { keepInvitation, pendingInvitation } from '../services/invitation-storage.js';
import { InvitationWelcome } from './InvitationWelcome.js';
import { rememberReturnPath } from '../session/return-path.js';
import { MyAccount } from './MyAccount.js';
import { Faq } from './Faq.js';
import { OrderHistory } from './OrderHistory.js';
import { SupportHelp } from './SupportHelp.js';
import { QuotesSection } from '../quotes/QuotesSection.js';

const sections = [
  { page: 'myAccount', label: 'My Account', signedOut: false },
  { page: 'orderHistory', label: 'Order History', signedOut: false },
  { page: 'quotes', label: 'Quotes', signedOut: false },
  { page: 'supportHelp', label: 'Support & Help', signedOut: true },
  { page: 'faq', label: 'FAQ', signedOut: true },
] as const;
type Page = (typeof sections)[number]['page'];

/** The quote open in the Quotes section, or the approval My Account shows first, from the navigation state. */
const linkedFromState = (state: unknown, name: 'quote' | 'approval'): string | null => {
  const id = state && typeof state === 'object' && name in state ? (state as Record<string, unknown>)[name] : null;
  return typeof id === 'string' && /^\d{1,12}$/.test(id) ? id : null;
};
const quoteFromState = (state: unknown) => linkedFromState(state, 'quote');

const pageFromState = (state: unknown): Page => {
  const page = state && typeof state === 'object' && 'page' in state ? (state as { page: unknown }).page : undefined;
  return sections.find((section) => section.page === page)?.page ?? 'myAccount';
};

/**
 * /user-profile (SPEC §2.10): side menu above 800 px; the section is the navigation state `page`, so Back returns
 * to the previous section. Support & Help and the FAQ are open to signed-out visitors too (the settings menu links them).
 */
export function ProfilePage() {
  const user = SessionContext.useSelector((snapshot) => snapshot.context.user);
  const restoring = SessionContext.useSelector((snapshot) => snapshot.matches('restoring'));
  const historyState: unknown = useHistoryState();
  // A link from an email names the section (and quote) in the query string: shown at once, then kept as state.
  const search = useSearch();
  const linked = sectionFromSearch(search);
  const state: unknown = linked ?? historyState;
  const page = pageFromState(state);
  useEffect(() => {
    const named = sectionFromSearch(search);
    // An invitation's token is kept for the tab: signing in on the way must not lose it.
    if (named?.invitation) keepInvitation(named.invitation);
    if (named)
      navigate(paths.userProfile.href(), {
        replace: true,
        state: {
          page: named.page,
          ...(named.quote ? { quote: named.quote } : {}),
          ...(named.approval ? { approval: named.approval } : {}),
        },
      });
  }, [search]);
  const linkedQuote = quoteFromState(state);
  const linkedApproval = linkedFromState(state, 'approval');
  const open = sections.find((section) => section.page === page)!.signedOut;
  // An invitation's link opened signed out shows who invites first, with the way in, instead of the sign-in page.
  const invitation = !user && page === 'myAccount' ? (linked?.invitation ?? pendingInvitation()) : null;
  const signInNeeded = !restoring && !user && !open && !invitation;
  useEffect(() => {
    if (!signInNeeded) return;
    // Signed in, the buyer comes back here (to the quote or the invitation a link named).
    rememberReturnPath(
      `${paths.userProfile.href()}?section=${page}${linkedQuote ? `&quote=${linkedQuote}` : ''}${linkedApproval ? `&approval=${linkedApproval}` : ''}`,
    );
    navigate(paths.login.href(), { replace: true });
  }, [signInNeeded, page, linkedQuote]);
  if (!restoring && invitation) return <InvitationWelcome token={invitation} />;
  if (!user && !open) return <Loader label="Loading your account" />;
  const shown = sections.filter((section) => user || section.signedOut);
  return (
    <div className="profile-layout">
      <nav className="profile-menu" aria-label="Account">
        {shown.map((section) => (
          <button
            key={section.page}
            type="button"
            className={page === section.page ? 'profile-menu-item active' : 'profile-menu-item'}
            aria-current={page === section.page ? 'page' : undefined}
            onClick={() =>
              // Quotes with a quote open goes back to the list.
              (page !== section.page || quoteFromState(state)) && navigate(paths.userProfile.href(), { state: { page: section.page } })
            }
          >
            {section.label}
          </button>
        ))}
      </nav>
      <div className="profile-content">
        {page === 'myAccount' && user && <MyAccount key={user.id} user={user} approval={linkedApproval} />}
        {page === 'orderHistory' && user && <OrderHistory key={user.id} userId={user.id} email={user.email} />}
        {page === 'quotes' && user && <QuotesSection key={user.id} open={quoteFromState(state)} />}
        {page === 'supportHelp' && <SupportHelp />}
        {page === 'faq' && <Faq />}
      </div>
    </div>
  );
}
