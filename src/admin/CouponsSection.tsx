import { useCallback, useRef } from 'react';
import { formatRupees } from '../../domain/money.js';
import type { AdminCoupon, CouponBody } from '../../domain/rest/admin.js';
import { Loader } from '../components/Loader.js';
import { ActionButton } from './ActionButton.js';
import { AdminTable } from './AdminTable.js';
import { shortDate } from './ListFrame.js';
import { LoadFailed } from './LoadFailed.js';
import { useCouponsDesk } from './desks.js';

const worth = (coupon: AdminCoupon) =>
  coupon.kind === 'percent'
    ? `${coupon.value}% off${coupon.maxDiscount ? ` (at most ${formatRupees(coupon.maxDiscount)})` : ''}`
    : `${formatRupees(coupon.value)} off`;

const number = (form: FormData, name: string) => {
  const value = String(form.get(name) ?? '').trim();
  return value === '' ? undefined : Number(value);
};

/** Coupons: each with its uses so far; make one with the fields of `npm run admin -- coupon`; retire one. */
export function CouponsSection() {
  const { data: coupons, error, reload, create: createCoupon, retire } = useCouponsDesk();
  const form = useRef<HTMLFormElement>(null);
  const create = useCallback(async () => {
    const element = form.current!;
    if (!element.reportValidity()) throw new Error('Fill in the fields marked above.');
    const fields = new FormData(element);
    const ends = String(fields.get('endsAt') ?? '');
    const body: CouponBody = {
      code: String(fields.get('code')).trim(),
      description: String(fields.get('description')).trim(),
      kind: fields.get('kind') === 'flat' ? 'flat' : 'percent',
      value: Number(fields.get('value')),
      minSubtotal: number(fields, 'minSubtotal'),
      maxDiscount: number(fields, 'maxDiscount'),
      usageLimit: number(fields, 'usageLimit'),
      perBuyerLimit: number(fields, 'perBuyerLimit'),
      endsAt: ends ? new Date(`${ends}T23:59:59+05:30`).toISOString() : undefined,
    };
    const sentence = await createCoupon(body);
    element.reset();
    return sentence;
  }, [createCoupon]);
  return (
    <>
      <form ref={form} className="admin-form admin-coupon-form" onSubmit={(event) => event.preventDefault()} aria-labelledby="new-coupon">
        <h2 id="new-coupon">New coupon</h2>
        <label className="field">
          <span>Code</span>
          <input name="code" required pattern="[A-Za-z0-9]{3,32}" title="3 to 32 letters and digits" />
        </label>
        <label className="field">
          <span>Kind</span>
          <select name="kind">
            <option value="percent">Percent off</option>
            <option value="flat">Rupees off</option>
          </select>
        </label>
        <label className="field">
          <span>Value</span>
          <input name="value" type="number" min={1} step="1" required />
        </label>
        <label className="field wide">
          <span>Description</span>
          <input name="description" required maxLength={200} />
        </label>
        <label className="field">
          <span>Minimum order (₹)</span>
          <input name="minSubtotal" type="number" min={0} />
        </label>
        <label className="field">
          <span>Largest discount (₹)</span>
          <input name="maxDiscount" type="number" min={1} />
        </label>
        <label className="field">
          <span>Uses in all</span>
          <input name="usageLimit" type="number" min={1} step={1} />
        </label>
        <label className="field">
          <span>Uses per buyer</span>
          <input name="perBuyerLimit" type="number" min={1} step={1} placeholder="1" />
        </label>
        <label className="field">
          <span>Last day</span>
          <input name="endsAt" type="date" />
        </label>
        <div className="admin-actions">
          <ActionButton label="Create coupon" perform={create} />
        </div>
      </form>
      {error && <LoadFailed error={error} retry={reload} />}
      {!coupons && !error && <Loader label="Loading coupons" />}
      {coupons && coupons.length === 0 && <p className="admin-empty">No coupons yet.</p>}
      {coupons && coupons.length > 0 && (
        <AdminTable
          label="Coupons"
          rows={coupons}
          rowKey={(coupon) => coupon.code}
          muted={(coupon) => !coupon.active}
          columns={[
            {
              header: 'Code',
              cell: (coupon) => (
                <>
                  <strong>{coupon.code}</strong>
                  <br />
                  <small>{coupon.description}</small>
                </>
              ),
            },
            { header: 'Offer', cell: worth },
            { header: 'Minimum', cell: (coupon) => (coupon.minSubtotal > 0 ? formatRupees(coupon.minSubtotal) : '—') },
            { header: 'Used', cell: (coupon) => `${coupon.timesUsed}${coupon.usageLimit ? ` of ${coupon.usageLimit}` : ''}` },
            { header: 'Ends', cell: (coupon) => (coupon.endsAt ? shortDate(coupon.endsAt) : 'No end') },
            {
              header: 'Status',
              cell: (coupon) =>
                coupon.active ? (
                  <ActionButton
                    label="Retire"
                    tone="danger"
                    question={`Retire ${coupon.code}? Carts holding it can no longer order with it.`}
                    perform={() => retire(coupon)}
                  />
                ) : (
                  'Retired'
                ),
            },
          ]}
        />
      )}
    </>
  );
}
