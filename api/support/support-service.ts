import { SUPPORT_MESSAGES, supportComplete, type SupportRequest } from '../../domain/support.js';
import type { AuthConfig } from '../config.js';
import { badRequest, tooManyRequests } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { tryAgainIn } from '../../domain/day.js';

/** The email in a contact field ("asha@mill.in" or "Asha, asha@mill.in, 98250 12345"), lower case, or null. */
const emailIn = (contact: string): string | null => /[^\s,;<>()]+@[^\s,;<>()]+\.[^\s,;<>()]+/.exec(contact)?.[0]?.toLowerCase() ?? null;

/** What the support desk offers the contact and Support & Help forms. */
export interface SupportService {
  /** Stores a request from `address` (and the signed-in buyer, if any); refused when incomplete or too frequent. */
  submit(request: SupportRequest, address: string, userId: number | null): Promise<{ msg: string }>;
}

/** POST /user/support (SPEC §7): stored for the team; open to signed-out senders, limited per client address. */
export function createSupportService(repos: Repositories, config: AuthConfig): SupportService {
  return {
    async submit(request: SupportRequest, address: string, userId: number | null): Promise<{ msg: string }> {
      if (!supportComplete(request)) throw badRequest(SUPPORT_MESSAGES.fillAll);
      const { windowMinutes, supportRequestsPerAddress, supportRequestsPerEmail } = config.limits;
      // Per client address, and per email named as the contact (whatever address sends it): counted in one step.
      const email = emailIn(request.contactDetails);
      const reservation = await repos.authEvents.reserve(
        'support_request',
        [
          { subject: `ip:${address}`, max: supportRequestsPerAddress },
          ...(email ? [{ subject: `email:${email}`, max: supportRequestsPerEmail }] : []),
        ],
        windowMinutes,
      );
      if (!reservation.ok) {
        const when = tryAgainIn(reservation.retryAfterSeconds);
        throw tooManyRequests(
          reservation.subject.startsWith('ip:')
            ? `Too many messages from your network. Please try again ${when}.`
            : `Too many messages for ${email}. Please try again ${when}.`,
          reservation.retryAfterSeconds,
        );
      }
      await repos.supportRequests.add({
        userId,
        name: request.name.trim(),
        contactDetails: request.contactDetails.trim(),
        message: request.message.trim(),
      });
      return { msg: SUPPORT_MESSAGES.sent };
    },
  };
}
