import { SUPPORT_LIMITS } from '../../domain/support.js';
import type { SupportSender } from '../../machines/support-form.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { useSupportFormLogic } from './support-actors.js';

/** The support and contact form (SPEC §2.4, §2.10): name, Email / Phone, and the query. */
export function SupportForm({ submitLabel = 'Submit', from = null }: { submitLabel?: string; from?: SupportSender | null }) {
  const logic = useSupportFormLogic();
  const [snapshot, send] = useScreenMachine(logic, { input: { from } });
  const sending = snapshot.matches('sending');
  const { name, contactDetails, message } = snapshot.context;
  return (
    <form
      className="support-form"
      aria-busy={sending}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'support.submit' });
      }}
    >
      <label className="field">
        <span>Name</span>
        <input
          value={name}
          maxLength={SUPPORT_LIMITS.name}
          autoComplete="name"
          disabled={sending}
          onChange={(event) => send({ type: 'field.change', field: 'name', value: event.target.value })}
        />
      </label>
      <label className="field">
        <span>Email / Phone</span>
        <input
          value={contactDetails}
          maxLength={SUPPORT_LIMITS.contactDetails}
          autoComplete="email"
          disabled={sending}
          onChange={(event) => send({ type: 'field.change', field: 'contactDetails', value: event.target.value })}
        />
      </label>
      <label className="field">
        <span>How can we help?</span>
        <textarea
          value={message}
          rows={5}
          maxLength={SUPPORT_LIMITS.message}
          disabled={sending}
          onChange={(event) => send({ type: 'field.change', field: 'message', value: event.target.value })}
        />
      </label>
      <button type="submit" className="button" disabled={sending}>
        {sending ? 'Sending…' : submitLabel}
      </button>
    </form>
  );
}
