import { SupportForm } from '../support/SupportForm.js';

/** SPEC §2.10 Support & Help. */
export function SupportHelp() {
  return (
    <section className="support-help" aria-labelledby="support-title">
      <h1 id="support-title">Support &amp; Help</h1>
      <p className="muted">Tell us what you need: an order, a fabric, a bulk quote. We answer within a working day.</p>
      <SupportForm />
    </section>
  );
}
