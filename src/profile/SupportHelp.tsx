import { SessionContext } from '../session/session-context.js';
import { SupportForm } from '../support/SupportForm.js';

/** SPEC §2.10 Support & Help, filled in with the signed-in buyer's name and email. */
export function SupportHelp() {
  const user = SessionContext.useSelector((snapshot) => snapshot.context.user);
  return (
    <section className="support-help" aria-labelledby="support-title">
      <h1 id="support-title">Support &amp; Help</h1>
      <p className="muted">Tell us what you need: an order, a fabric, a bulk quote. We answer within a working day.</p>
      <SupportForm from={user ? { name: user.name, contactDetails: user.email } : null} />
    </section>
  );
}
