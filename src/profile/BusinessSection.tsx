import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { GST_STATES, gstinProblem, gstStateOfCode, normalGstin } from '../../domain/gstin.js';
import { businessProfileMachine, type BusinessField } from '../../machines/business-profile.js';
import { useScreenActor } from '../services/screen-actor.js';
import { notify } from '../services/notify.js';
import { useBusinessActors } from './business-actors.js';

/**
 * My Account › Business: company name, GSTIN and billing address, printed on every tax invoice. The GSTIN
 * is checked as it is typed (once it has 15 characters); a valid one picks its state when none is chosen yet.
 */
export function BusinessSection({ companyRole }: { companyRole: string | null }) {
  // A member's business details are the company's: only its Owner changes them.
  const readOnly = companyRole !== null && companyRole !== 'owner';
  const actors = useBusinessActors();
  const logic = useMemo(() => businessProfileMachine.provide({ actors, actions: { notify: (_, notice) => notify(notice) } }), [actors]);
  const actor = useScreenActor(logic);
  const form = useSelector(actor, (snapshot) => snapshot.context.form);
  const stage = useSelector(actor, (snapshot) => snapshot.value);
  const set = (field: BusinessField) => (event: { target: { value: string } }) =>
    actor.send({ type: 'field.change', field, value: event.target.value });
  const gstin = normalGstin(form.gstin);
  const problem = gstin.length >= 15 ? gstinProblem(gstin) : null;
  const registeredIn = gstin.length === 15 && !problem ? gstStateOfCode(gstin.slice(0, 2)) : undefined;

  return (
    <section className="account-business" aria-labelledby="business-title" aria-busy={stage === 'loading' || stage === 'saving'}>
      <h2 id="business-title">Business</h2>
      <p className="field-hint">
        {readOnly
          ? 'These are your company’s details, on the GST tax invoice of every order; its Owner changes them.'
          : 'Your company’s details appear on the GST tax invoice of every order, so you can claim input tax credit.'}
      </p>
      {stage === 'loadFailed' ? (
        <p role="alert" className="account-business-failed">
          Your business details could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'business.retry' })}>
            Try again
          </button>
        </p>
      ) : (
        <form
          className="business-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'business.save' });
          }}
        >
          <fieldset disabled={stage === 'loading' || readOnly}>
            <legend className="visually-hidden">Business details</legend>
            <div className="field">
              <label htmlFor="business-company">Company name</label>
              <input
                id="business-company"
                value={form.companyName}
                maxLength={200}
                autoComplete="organization"
                onChange={set('companyName')}
              />
            </div>
            <div className="field">
              <label htmlFor="business-gstin">GSTIN (optional)</label>
              <input
                id="business-gstin"
                value={form.gstin}
                maxLength={15}
                autoCapitalize="characters"
                spellCheck={false}
                aria-invalid={problem !== null}
                aria-describedby="business-gstin-hint"
                onChange={(event) => {
                  const value = event.target.value;
                  actor.send({ type: 'field.change', field: 'gstin', value });
                  const state =
                    normalGstin(value).length === 15 && !gstinProblem(normalGstin(value)) ? gstStateOfCode(value.slice(0, 2)) : undefined;
                  if (state && form.state === '') actor.send({ type: 'field.change', field: 'state', value: state.name });
                }}
              />
              <p id="business-gstin-hint" className={problem ? 'field-error' : 'field-hint'}>
                {problem ??
                  (registeredIn
                    ? `Registered in ${registeredIn.name} (${registeredIn.code}).`
                    : '15 characters, e.g. 27AAPFU0939F1ZV. Leave it empty if your business is not registered for GST.')}
              </p>
            </div>
            <div className="field field-wide">
              <label htmlFor="business-address">Billing address</label>
              <input id="business-address" value={form.address} maxLength={300} autoComplete="street-address" onChange={set('address')} />
            </div>
            <div className="field">
              <label htmlFor="business-city">City</label>
              <input id="business-city" value={form.city} maxLength={100} autoComplete="address-level2" onChange={set('city')} />
            </div>
            <div className="field">
              <label htmlFor="business-state">State</label>
              <select id="business-state" value={form.state} onChange={set('state')}>
                <option value="">Choose…</option>
                {GST_STATES.map((state) => (
                  <option key={state.code} value={state.name}>
                    {state.name} ({state.code})
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="business-pin">PIN code</label>
              <input
                id="business-pin"
                value={form.pinCode}
                inputMode="numeric"
                maxLength={6}
                autoComplete="postal-code"
                onChange={set('pinCode')}
              />
            </div>
          </fieldset>
          {!readOnly && (
            <button type="submit" className="button" disabled={stage !== 'editing'}>
              {stage === 'saving' ? 'Saving...' : 'Save business details'}
            </button>
          )}
        </form>
      )}
    </section>
  );
}
