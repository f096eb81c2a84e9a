import '../styles/company.css';
import { Link } from 'wouter';
import { COMPANY_MESSAGES, ROLE_DUTIES, ROLE_NAMES, type CompanyRole } from '../../domain/company.js';
import { paths } from '../config/paths.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { useInvitationPreviewLogic } from './invitation-actors.js';
import { rememberReturnPath } from '../session/return-path.js';

const roleName = (role: string) => ROLE_NAMES[role as CompanyRole] ?? role;
const day = (iso: string) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/**
 * An invitation's link opened signed out: who invites, to which company, as what, and the way in with the invited
 * email. Signed in or up, the buyer comes back to My Account, where the invitation waits to be accepted.
 */
export function InvitationWelcome({ token }: { token: string }) {
  const logic = useInvitationPreviewLogic(token);
  const [snapshot, send] = useScreenMachine(logic);
  const { preview } = snapshot.context;
  const back = () => rememberReturnPath(`${paths.userProfile.href()}?section=myAccount`);

  return (
    <section className="invitation-welcome" aria-labelledby="invitation-title" aria-busy={snapshot.matches('loading')}>
      <h1 id="invitation-title">{preview ? `Join ${preview.company} on FabricMart` : 'Company invitation'}</h1>
      {snapshot.matches('loading') && <p role="status">Loading...</p>}
      {snapshot.matches('failed') && (
        <p role="alert">
          This invitation could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => send({ type: 'preview.retry' })}>
            Try again
          </button>
        </p>
      )}
      {snapshot.matches('unknown') && <p role="alert">{COMPANY_MESSAGES.invitationUnknown}</p>}
      {preview && preview.status !== 'open' && <p role="alert">{preview.message}</p>}
      {preview && preview.status === 'open' && (
        <>
          <p className="invitation-lead">
            {preview.invitedBy ? <strong>{preview.invitedBy}</strong> : 'The company’s Owner'} invites you to join{' '}
            <strong>{preview.company}</strong>’s company account as <strong>{roleName(preview.role)}</strong>.
          </p>
          <p className="field-hint">
            {roleName(preview.role)}: {ROLE_DUTIES[preview.role as CompanyRole] ?? ''}. The link works once, until {day(preview.expiresAt)}.
          </p>
          <p>
            Sign in or sign up with the email the invitation was sent to, <strong>{preview.email}</strong>; you then join from My Account.
          </p>
          <div className="invitation-actions">
            <Link href={paths.register.href()} className="button" onClick={back}>
              Sign up
            </Link>
            <Link href={paths.login.href()} className="button button-outline" onClick={back}>
              Sign in
            </Link>
          </div>
        </>
      )}
      {(snapshot.matches('unknown') || (preview && preview.status !== 'open')) && (
        <Link href={paths.products.href()} className="button button-outline">
          Browse fabric
        </Link>
      )}
    </section>
  );
}
