import '../styles/checkout.css';
import { may, type CompanyRole } from '../../domain/company.js';
import { billingDraft } from '../../machines/account-addresses.js';
import { AddressBookPopups } from '../checkout/AddressBook.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { useAccountAddressesLogic } from './addresses-actors.js';
import { AddressText } from '../checkout/AddressText.js';

/**
 * My Account › Addresses: the book Checkout offers (the company's when the buyer is in one), kept without a cart:
 * add, edit, delete, the default for Checkout, and the billing address taken in with one click.
 */
export function AddressesSection({ phone, companyRole }: { phone: string; companyRole: CompanyRole | null }) {
  const logic = useAccountAddressesLogic();
  const [snapshot, send] = useScreenMachine(logic, { input: { phone } });
  const { addresses } = snapshot.context;
  const book = snapshot.children.addressBook;
  const loading = snapshot.matches('loading');
  const busy = !snapshot.matches('ready');
  // A company's addresses are changed by the members who place its orders.
  const mayChange = companyRole === null || may(companyRole, 'placeOrders');
  const billing = mayChange ? billingDraft(snapshot.context) : null;

  return (
    <section className="account-addresses" aria-labelledby="addresses-title" aria-busy={busy}>
      <h2 id="addresses-title">Addresses</h2>
      <p className="field-hint">
        {companyRole ? 'Your company’s delivery addresses, shared by its members.' : 'Where your fabric is delivered.'} The default one is
        selected when you open Checkout.
      </p>
      {loading && <p role="status">Loading...</p>}
      {snapshot.matches('failed') && (
        <p role="alert">
          Your addresses could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => send({ type: 'addresses.retry' })}>
            Try again
          </button>
        </p>
      )}
      {!loading && !snapshot.matches('failed') && addresses.length === 0 && <p className="muted">No addresses found.</p>}
      <ul className="address-cards account-address-list">
        {addresses.map((address) => (
          <li
            key={address.id}
            className={address.selected ? 'address-card address-card-chosen' : 'address-card'}
            data-testid="account-address"
          >
            <div className="address-choice">
              <AddressText address={address} isDefault={address.selected} />
            </div>
            <div className="address-actions">
              {!address.selected && (
                <button
                  type="button"
                  className="link-button"
                  disabled={busy}
                  onClick={() => send({ type: 'addresses.makeDefault', id: address.id })}
                >
                  Make default
                  <span className="visually-hidden">
                    {' '}
                    {address.name}, {address.address}
                  </span>
                </button>
              )}
              {mayChange && (
                <>
                  <button type="button" className="link-button" disabled={busy} onClick={() => send({ type: 'book.edit', address })}>
                    Edit<span className="visually-hidden"> {address.address}</span>
                  </button>
                  <button
                    type="button"
                    className="link-button"
                    disabled={busy}
                    onClick={() => send({ type: 'book.delete', id: address.id })}
                  >
                    Delete<span className="visually-hidden"> {address.address}</span>
                  </button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      {mayChange ? (
        <div className="address-add-actions">
          <button type="button" className="button button-secondary" disabled={busy} onClick={() => send({ type: 'book.add' })}>
            + Add New Address
          </button>
          {billing && (
            <button
              type="button"
              className="button button-outline"
              disabled={busy}
              onClick={() => send({ type: 'book.add', draft: billing })}
            >
              Deliver to the billing address ({billing.city})
            </button>
          )}
        </div>
      ) : (
        <p className="field-hint">Your company’s Owners and Buyers add and change its addresses.</p>
      )}
      {book && <AddressBookPopups book={book} />}
    </section>
  );
}
