import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { CHECKOUT_MESSAGES, inIndia } from '../../domain/checkout.js';
import { GST_STATES, gstStateNamed } from '../../domain/gstin.js';
import { MAP_MESSAGES, type AddressDraft, type addressBookMachine } from '../../machines/address-book.js';
import { Popup } from '../components/Popup.js';

// Leaflet is loaded only when a buyer opens the map tab.
const MapPicker = lazy(async () => ({ default: (await import('./MapPicker.js')).MapPicker }));

const FIELDS: { field: keyof AddressDraft; label: string; required?: boolean; autoComplete: string; inputMode?: 'numeric' | 'tel' }[] = [
  { field: 'name', label: 'Full name (your name if empty)', autoComplete: 'name' },
  { field: 'tag', label: 'Tag (Home, Warehouse…)', autoComplete: 'off' },
  { field: 'address', label: 'Address', required: true, autoComplete: 'street-address' },
  { field: 'city', label: 'City', required: true, autoComplete: 'address-level2' },
  { field: 'state', label: 'State', required: true, autoComplete: 'address-level1' },
  { field: 'pinCode', label: 'PIN code', required: true, autoComplete: 'postal-code', inputMode: 'numeric' },
  { field: 'phone', label: 'Phone number (10 digits)', required: true, autoComplete: 'tel-national', inputMode: 'tel' },
  { field: 'country', label: 'Country', required: true, autoComplete: 'country-name' },
];

/** The add and edit address popups (manual and map tabs) and the delete confirmation (SPEC §2.8, §2.11). */
export function AddressBookPopups({ book }: { book: ActorRefFrom<typeof addressBookMachine> }) {
  const snapshot = useSelector(book, (state) => state);
  const send: typeof book.send = (event) => book.send(event);
  const { draft, problems, editingId, tab, mapUnavailable } = snapshot.context;
  // After a Save that could not be sent, the first field with a problem takes the focus (not while typing).
  const submitted = useRef(false);
  useEffect(() => {
    if (!submitted.current) return;
    submitted.current = false;
    const first = FIELDS.find(({ field }) => problems[field]);
    if (first) document.getElementById(`address-${first.field}`)?.focus();
  }, [problems]);
  if (snapshot.matches('editing') || snapshot.matches('saving') || snapshot.matches('locating')) {
    const saving = snapshot.matches('saving');
    const locating = snapshot.matches('locating');
    // What a field's input or select shares: checked by the machine, which says every problem beside its field (the
    // browser's own bubbles said one at a time).
    const fieldProps = (field: keyof AddressDraft, required: boolean | undefined, autoComplete: string) => ({
      id: `address-${field}`,
      'aria-required': required,
      'aria-invalid': problems[field] ? true : undefined,
      'aria-describedby': problems[field] ? `address-${field}-problem` : undefined,
      autoComplete,
      disabled: saving,
      onChange: (event: { target: { value: string } }) => send({ type: 'form.change', field, value: event.target.value }),
    });
    return (
      <Popup
        id="address-popup"
        title={editingId ? 'Edit Address' : 'Add New Address'}
        subtitle="Where the fabric is delivered"
        busy={saving}
        onRequestClose={() => send({ type: 'popup.close' })}
        onSubmit={() => {
          submitted.current = true;
          send({ type: 'form.submit' });
        }}
      >
        <div className="tabs" role="tablist" aria-label="How to enter the address">
          {(['manual', 'map'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className={tab === name ? 'tab tab-active' : 'tab'}
              onClick={() => send({ type: 'form.tab', tab: name })}
            >
              {name === 'manual' ? 'Manual' : 'Map'}
            </button>
          ))}
        </div>
        {mapUnavailable && (
          <p className="map-unavailable" role="status">
            {MAP_MESSAGES.unavailable}
          </p>
        )}
        {tab === 'map' ? (
          <Suspense fallback={<p role="status">Loading the map…</p>}>
            <MapPicker
              onPick={(latitude, longitude) => send({ type: 'map.pick', latitude, longitude })}
              onUnavailable={() => send({ type: 'map.unavailable' })}
            />
            {locating && <p role="status">Finding the address…</p>}
          </Suspense>
        ) : (
          <div className="address-fields">
            {FIELDS.map(({ field, label, required, autoComplete, inputMode }) => (
              <div key={field} className={field === 'address' ? 'field field-wide' : 'field'}>
                <label htmlFor={`address-${field}`}>
                  {label}
                  {required ? ' *' : ''}
                </label>
                {field === 'state' && inIndia(draft.country) ? (
                  // The state decides the invoice's place of supply: chosen from the GST state list, not typed.
                  <select {...fieldProps(field, required, autoComplete)} value={gstStateNamed(draft.state)?.name ?? ''}>
                    <option value="">
                      {draft.state.trim() && !gstStateNamed(draft.state)
                        ? `${draft.state.trim()} (choose from the list)`
                        : 'Choose a state'}
                    </option>
                    {GST_STATES.map((state) => (
                      <option key={state.code} value={state.name}>
                        {state.name}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...fieldProps(field, required, autoComplete)}
                    value={draft[field]}
                    maxLength={field === 'address' ? 300 : 100}
                    {...(inputMode ? { inputMode } : {})}
                  />
                )}
                {problems[field] && (
                  <span id={`address-${field}-problem`} className="field-error">
                    {problems[field]}
                  </span>
                )}
              </div>
            ))}
          </div>
        )}
        <div className="popup-actions">
          <button type="button" className="button button-secondary" disabled={saving} onClick={() => send({ type: 'popup.close' })}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={saving}>
            {saving ? 'Saving…' : 'Save Address'}
          </button>
        </div>
      </Popup>
    );
  }
  if (snapshot.matches('confirmingDelete') || snapshot.matches('deleting')) {
    const deleting = snapshot.matches('deleting');
    return (
      <Popup
        id="delete-address"
        title={CHECKOUT_MESSAGES.deleteConfirm}
        subtitle="This cannot be undone."
        busy={deleting}
        onRequestClose={() => send({ type: 'popup.close' })}
        onSubmit={() => send({ type: 'delete.confirm' })}
      >
        <div className="popup-actions">
          <button type="button" className="button button-secondary" disabled={deleting} onClick={() => send({ type: 'popup.close' })}>
            Cancel
          </button>
          <button type="submit" className="button button-danger" disabled={deleting}>
            {deleting ? CHECKOUT_MESSAGES.deleting : 'Delete'}
          </button>
        </div>
      </Popup>
    );
  }
  return null;
}
