import { DISPATCH_MESSAGES, dispatchProblems, firstDispatchProblem, normalLrNumber, normalVehicleNumber } from '../../domain/dispatch.js';
import type { DispatchBody } from '../../domain/rest/admin.js';
import { badRequest } from '../errors.js';
import type { CheckedDispatch } from '../repositories/orders.js';

/** The dispatch as it is stored, or a 400 naming the first thing wrong with it (nothing is recorded). */
export function checkedDispatch(body: DispatchBody | undefined, orderedOn: string, now: Date): CheckedDispatch {
  if (!body) throw badRequest(DISPATCH_MESSAGES.missing);
  const problem = firstDispatchProblem(dispatchProblems(body, orderedOn, now));
  if (problem) throw badRequest(problem);
  const vehicle = normalVehicleNumber(body.vehicleNumber ?? '');
  return {
    transporter: body.transporter.trim(),
    lr_number: normalLrNumber(body.lrNumber),
    vehicle_number: vehicle === '' ? null : vehicle,
    dispatched_on: body.date,
    distance_km: body.distanceKm ?? null,
  };
}
