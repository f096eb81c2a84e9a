import { useState, type InputHTMLAttributes } from 'react';
import { indianDay } from '../../domain/day.js';
import { DISTANCE_MAX_KM, dispatchProblems, LR_NUMBER_MAX, TRANSPORTER_MAX, type DispatchProblems } from '../../domain/dispatch.js';
import { needsEwayBill } from '../../domain/eway-bill.js';
import { formatRupees, rupeesToPaise } from '../../domain/money.js';
import type { AdminOrder, AdvanceOrderBody } from '../../domain/rest/admin.js';
import { ActionButton } from './ActionButton.js';
import { usePurchaseOrders } from './order-desk.js';

const FIX_FIRST = 'Correct the dispatch above first.';

/**
 * Shipping an order: how it leaves (transporter, LR or AWB number, vehicle, day, distance), checked by the rules the
 * server uses, and which of the purchase's other orders at the same stage leave with it in one consignment.
 */
export function DispatchForm({ order, ship }: { order: AdminOrder; ship: (body: AdvanceOrderBody) => Promise<string> }) {
  const purchase = usePurchaseOrders(order.purchaseId);
  const companions = (purchase ?? []).filter((other) => other._id !== order._id && other.orderStatus === order.orderStatus);
  const [fields, setFields] = useState({ transporter: '', lrNumber: '', vehicleNumber: '', date: indianDay(new Date()), distanceKm: '' });
  const [together, setTogether] = useState<string[]>([]);
  const [problems, setProblems] = useState<DispatchProblems>({});
  const orderedOn = indianDay(new Date(order.createdAt));
  const dispatch = {
    transporter: fields.transporter,
    lrNumber: fields.lrNumber,
    date: fields.date,
    ...(fields.vehicleNumber.trim() ? { vehicleNumber: fields.vehicleNumber } : {}),
    ...(fields.distanceKm.trim() ? { distanceKm: Number(fields.distanceKm) } : {}),
  };
  const field = (name: keyof typeof fields, label: string, input: InputHTMLAttributes<HTMLInputElement>) => (
    <label className="field">
      <span>{label}</span>
      <input
        {...input}
        name={name}
        value={fields[name]}
        aria-invalid={problems[name] ? true : undefined}
        aria-describedby={problems[name] ? `dispatch-${name}-error` : undefined}
        onChange={(event) => {
          setFields({ ...fields, [name]: event.target.value });
          setProblems({ ...problems, [name]: undefined });
        }}
      />
      {problems[name] && (
        <small id={`dispatch-${name}-error`} className="field-error">
          {problems[name]}
        </small>
      )}
    </label>
  );
  const count = 1 + together.length;
  const totalOf = (id: string) => companions.find((other) => other._id === id)?.pricing.total ?? 0;
  const worth = together.reduce((sum, id) => sum + totalOf(id), order.pricing.total);
  const ewayBill = needsEwayBill(rupeesToPaise(worth));
  const check = () => dispatchProblems(dispatch, orderedOn);
  return (
    <fieldset className="admin-dispatch">
      <legend>Dispatch</legend>
      <div className="admin-dispatch-fields">
        {field('transporter', 'Transporter or courier', { required: true, maxLength: TRANSPORTER_MAX, autoComplete: 'organization' })}
        {field('lrNumber', 'LR or AWB number', { required: true, maxLength: LR_NUMBER_MAX + 4, autoComplete: 'off' })}
        {field('vehicleNumber', 'Vehicle number (optional)', { maxLength: 16, autoComplete: 'off', placeholder: 'MH12AB1234' })}
        {field('date', 'Dispatched on', { type: 'date', required: true, min: orderedOn, max: indianDay(new Date()) })}
        {field('distanceKm', 'Distance in km (optional)', { type: 'number', min: 1, max: DISTANCE_MAX_KM, step: 1, inputMode: 'numeric' })}
      </div>
      {ewayBill && (
        <p className="admin-hint">
          Worth {formatRupees(worth)} with tax: it moves with an e-way bill, generated when it ships, valid for a day per 200 km. Leave the
          distance empty to estimate it from the PIN codes.
        </p>
      )}
      {companions.length > 0 && (
        <fieldset className="admin-dispatch-together">
          <legend>Also in this consignment (purchase {order.purchaseId})</legend>
          {companions.map((other) => (
            <label key={other._id} className="check">
              <input
                type="checkbox"
                checked={together.includes(other._id)}
                onChange={(event) =>
                  setTogether(event.target.checked ? [...together, other._id] : together.filter((id) => id !== other._id))
                }
              />
              {other.orderId} · {other.item.name} ({other.item.color}), {other.item.quantity} m
            </label>
          ))}
        </fieldset>
      )}
      <ActionButton
        label={count === 1 ? 'Ship order' : `Ship ${count} orders`}
        question={`Ship ${count === 1 ? order.orderId : `${count} orders`} by ${dispatch.transporter.trim() || '…'}, LR/AWB ${
          dispatch.lrNumber.trim() || '…'
        }? The buyer is emailed.`}
        problem={() => {
          const found = check();
          setProblems(found);
          return Object.keys(found).length > 0 ? FIX_FIRST : null;
        }}
        perform={() => ship({ dispatch, ...(together.length ? { alsoShip: together } : {}) })}
      />
    </fieldset>
  );
}
