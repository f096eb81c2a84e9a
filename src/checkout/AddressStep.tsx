import { CHECKOUT_MESSAGES } from '../../domain/checkout.js';
import type { Address } from '../graphql/generated.js';
import type { AddressDraft } from '../../machines/address-book.js';
import { AddressText } from './AddressText.js';

/** SPEC §2.8 'Select Address': saved addresses as radio cards, each with Edit and Delete. */
export function AddressStep({
  addresses,
  chosen,
  loading,
  failed,
  busy,
  onChoose,
  onAdd,
  billing = null,
  onAddBilling,
  onEdit,
  onDelete,
  onRetry,
}: {
  addresses: Address[];
  chosen: string | null;
  loading: boolean;
  failed: boolean;
  busy: boolean;
  onChoose: (id: string) => void;
  onAdd: () => void;
  /** The business details' billing address, offered while the book does not hold it. */
  billing?: AddressDraft | null;
  onAddBilling?: (draft: AddressDraft) => void;
  onEdit: (address: Address) => void;
  onDelete: (id: string) => void;
  onRetry: () => void;
}) {
  return (
    <section aria-labelledby="address-step-title">
      <h2 id="address-step-title" tabIndex={-1}>
        Select Address
      </h2>
      {loading && <p role="status">Loading...</p>}
      {failed && (
        <p role="alert">
          Your addresses could not be loaded.{' '}
          <button type="button" className="link-button" onClick={onRetry}>
            Try again
          </button>
        </p>
      )}
      {!loading && !failed && addresses.length === 0 && <p className="muted">{CHECKOUT_MESSAGES.noAddresses}</p>}
      <div className="address-cards" role="radiogroup" aria-label="Delivery address">
        {addresses.map((address) => (
          <div
            key={address.id}
            className={address.id === chosen ? 'address-card address-card-chosen' : 'address-card'}
            data-testid="address-card"
          >
            <label className="address-choice">
              <input type="radio" name="address" checked={address.id === chosen} disabled={busy} onChange={() => onChoose(address.id)} />
              <AddressText address={address} />
            </label>
            <div className="address-actions">
              <button type="button" className="link-button" disabled={busy} onClick={() => onEdit(address)}>
                Edit
              </button>
              <button type="button" className="link-button" disabled={busy} onClick={() => onDelete(address.id)}>
                Delete
              </button>
            </div>
          </div>
        ))}
      </div>
      <div className="address-add-actions">
        <button type="button" className="button button-secondary" disabled={busy || loading} onClick={onAdd}>
          + Add New Address
        </button>
        {billing && onAddBilling && (
          <button type="button" className="button button-outline" disabled={busy || loading} onClick={() => onAddBilling(billing)}>
            Deliver to the billing address ({billing.city})
          </button>
        )}
      </div>
    </section>
  );
}
