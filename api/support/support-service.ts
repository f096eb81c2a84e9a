import { SUPPORT_MESSAGES, supportComplete, type SupportRequest } from '../../domain/support.js';
import type { AuthConfig } from '../config.js';
import { badRequest, tooManyRequests } from '../errors.js';
import type { Repositories } from '../repositories/index.js';

/** POST /user/support (SPEC §7): stored for the team; open to signed-out senders, limited per client address. */
export function createSupportService(repos: Repositories, config: AuthConfig) {
  return {
    async submit(request: SupportRequest, address: string, userId: number | null): Promise<{ msg: string }> {
      if (!supportComplete(request)) throw badRequest(SUPPORT_MESSAGES.fillAll);
      const { windowMinutes, supportRequestsPerAddress } = config.limits;
      const reservation = await repos.authEvents.reserve(
        'support_request',
        [{ subject: `ip:${address}`, max: supportRequestsPerAddress }],
        windowMinutes,
      );
      if (!reservation.ok) throw tooManyRequests(`Too many messages from your network. Please try again in ${windowMinutes} minutes.`);
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

export type SupportService = ReturnType<typeof createSupportService>;
