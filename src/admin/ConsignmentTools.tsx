import { useId, useState } from 'react';
import { DISPATCH_MESSAGES, DISPATCH_PHOTOS_MAX, DISTANCE_MAX_KM, isVehicleNumber, normalVehicleNumber } from '../../domain/dispatch.js';
import {
  EWAY_BILL_CHANGE_MESSAGES,
  EWAY_BILL_EXTENSION_REASONS,
  EWAY_BILL_REMARK_MAX,
  ewayBillExtendable,
  ewayBillExtensionProblem,
  VEHICLE_CHANGE_REASONS,
} from '../../domain/eway-bill-changes.js';
import { ewayBillNumberText } from '../../domain/eway-bill.js';
import type { AdminOrder } from '../../domain/rest/admin.js';
import { ActionButton } from './ActionButton.js';
import type { ConsignmentMoves } from './admin-actors.js';
import { shortDate } from './ListFrame.js';
import { ReasonPicker } from './ReasonPicker.js';
import { mayMove } from '../../domain/order-stages.js';

type SendPhotos = (files: File[]) => Promise<string>;

/**
 * A shipped consignment's everyday tools: dispatch photos, a new vehicle on its way (breakdown, transhipment), an
 * e-way bill extended for held-up goods, and another generated once one is cancelled (EwayBillCancelForm).
 */
export function ConsignmentTools({ order, moves, sendPhotos }: { order: AdminOrder; moves: ConsignmentMoves; sendPhotos: SendPhotos }) {
  const [photos, setPhotos] = useState<File[]>([]);
  const photosId = useId();
  const [vehicle, setVehicle] = useState('');
  const [vehicleReason, setVehicleReason] = useState<keyof typeof VEHICLE_CHANGE_REASONS>('1');
  const [distance, setDistance] = useState('');
  const [extension, setExtension] = useState({ remainingKm: '', currentPinCode: '' });
  const [extensionReason, setExtensionReason] = useState<keyof typeof EWAY_BILL_EXTENSION_REASONS>('4');
  const remainingId = useId();
  const pinId = useId();
  const vehicleId = useId();
  const distanceId = useId();
  const dispatch = order.dispatch;
  if (!dispatch || !mayMove(order.orderStatus, 'changeConsignment')) return null;
  const remark = { label: `Remark for the e-way bill system (up to ${EWAY_BILL_REMARK_MAX} characters)`, required: true };
  const room = DISPATCH_PHOTOS_MAX - dispatch.photos.length;
  return (
    <>
      {room > 0 && (
        <fieldset className="admin-dispatch">
          <legend>Dispatch photos</legend>
          <label className="field" htmlFor={photosId}>
            <span>
              Bales, the loaded truck or the LR copy: up to {room} more, JPEG, PNG or WebP, 5 MB each. The buyer sees them in the tracking.
            </span>
            <input
              id={photosId}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              onChange={(event) => setPhotos(Array.from(event.target.files ?? []))}
            />
          </label>
          <ActionButton
            label="Add photos"
            tone="plain"
            problem={() =>
              photos.length === 0
                ? DISPATCH_MESSAGES.photosNone
                : photos.length > room
                  ? DISPATCH_MESSAGES.photosFull(dispatch.photos.length)
                  : null
            }
            perform={() => sendPhotos(photos)}
          />
        </fieldset>
      )}
      <fieldset className="admin-dispatch">
        <legend>Change vehicle</legend>
        <div className="admin-dispatch-fields">
          <label className="field" htmlFor={vehicleId}>
            <span>New vehicle number</span>
            <input
              id={vehicleId}
              value={vehicle}
              maxLength={16}
              autoComplete="off"
              placeholder="MH12AB1234"
              onChange={(event) => setVehicle(event.target.value)}
            />
          </label>
          <ReasonPicker label="Why" reasons={VEHICLE_CHANGE_REASONS} value={vehicleReason} onChange={setVehicleReason} />
        </div>
        <ActionButton
          label="Change vehicle"
          tone="plain"
          question={`Move ${order.orderId}'s consignment to vehicle ${normalVehicleNumber(vehicle)}? The buyer reads why in the tracking.`}
          message={remark}
          problem={() => (isVehicleNumber(normalVehicleNumber(vehicle)) ? null : EWAY_BILL_CHANGE_MESSAGES.vehicleNumber)}
          perform={(text) => moves.changeVehicle({ vehicleNumber: vehicle, reason: vehicleReason, remark: text })}
        />
      </fieldset>
      {dispatch.ewayBillNumber && dispatch.ewayBillValidUntil && ewayBillExtendable(new Date(dispatch.ewayBillValidUntil), new Date()) && (
        <fieldset className="admin-dispatch">
          <legend>Extend e-way bill</legend>
          <p className="admin-hint">
            It expires on {shortDate(dispatch.ewayBillValidUntil)}: held-up goods get it extended for the distance left, from 8 hours before
            to 8 hours after.
          </p>
          <div className="admin-dispatch-fields">
            <label className="field" htmlFor={remainingId}>
              <span>Distance left in km</span>
              <input
                id={remainingId}
                type="number"
                min={1}
                max={DISTANCE_MAX_KM}
                step={1}
                inputMode="numeric"
                value={extension.remainingKm}
                onChange={(event) => setExtension({ ...extension, remainingKm: event.target.value })}
              />
            </label>
            <label className="field" htmlFor={pinId}>
              <span>PIN code where the goods are</span>
              <input
                id={pinId}
                inputMode="numeric"
                maxLength={6}
                value={extension.currentPinCode}
                onChange={(event) => setExtension({ ...extension, currentPinCode: event.target.value })}
              />
            </label>
            <ReasonPicker label="Why" reasons={EWAY_BILL_EXTENSION_REASONS} value={extensionReason} onChange={setExtensionReason} />
          </div>
          <ActionButton
            label="Extend e-way bill"
            tone="plain"
            question={`Extend e-way bill ${ewayBillNumberText(dispatch.ewayBillNumber)} for ${extension.remainingKm || '…'} km more?`}
            message={remark}
            problem={() =>
              ewayBillExtensionProblem({
                remainingKm: Number(extension.remainingKm || Number.NaN),
                currentPinCode: extension.currentPinCode,
                reason: extensionReason,
                remark: 'x',
              })
            }
            perform={(text) =>
              moves.extend({
                remainingKm: Number(extension.remainingKm),
                currentPinCode: extension.currentPinCode,
                reason: extensionReason,
                remark: text,
              })
            }
          />
        </fieldset>
      )}
      {dispatch.ewayBillCancelled && (
        <fieldset className="admin-dispatch">
          <legend>New e-way bill</legend>
          <p className="admin-hint">Its e-way bill is cancelled: the goods need another before they move on.</p>
          <label className="field" htmlFor={distanceId}>
            <span>Distance in km (optional; estimated from the PIN codes when empty)</span>
            <input
              id={distanceId}
              type="number"
              min={1}
              max={DISTANCE_MAX_KM}
              step={1}
              inputMode="numeric"
              value={distance}
              onChange={(event) => setDistance(event.target.value)}
            />
          </label>
          <ActionButton label="Generate e-way bill" perform={() => moves.renew(distance.trim() ? { distanceKm: Number(distance) } : {})} />
        </fieldset>
      )}
    </>
  );
}
