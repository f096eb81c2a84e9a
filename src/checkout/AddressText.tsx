import type { Address } from '../graphql/generated.js';

/** An address as its card reads: name, tag (and Default when marked), the lines, the phone. */
export function AddressText({ address, isDefault = false }: { address: Address; isDefault?: boolean }) {
  return (
    <span>
      <span className="address-title">
        <strong>{address.name}</strong>
        {address.tag && <span className="address-tag">{address.tag}</span>}
        {isDefault && <span className="address-default">Default</span>}
      </span>
      <span className="address-lines">
        {address.address}, {address.city}, {address.state}
        {address.pinCode ? ` ${address.pinCode}` : ''}, {address.country}
      </span>
      <span className="muted">Phone {address.phone}</span>
    </span>
  );
}
