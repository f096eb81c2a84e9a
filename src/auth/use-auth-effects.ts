import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import type { PendingVerification } from '../../machines/verify-code.js';
import type { StoredSession } from '../../machines/session.js';
import { paths } from '../config/paths.js';
import { notify } from '../services/notify.js';
import { takeReturnPath } from '../session/return-path.js';
import { SessionContext } from '../session/session-context.js';

/** The effects the auth screens' machines share: toasts, navigation, and starting the session. */
export function useAuthEffects() {
  const session = SessionContext.useActorRef();
  return useMemo(
    () => ({
      notify: (_: unknown, notice: Parameters<typeof notify>[0]) => notify(notice),
      // After signing in, back to where an action asked for an account, else home (SPEC §2.1).
      goHome: () => navigate(takeReturnPath() ?? paths.home.href()),
      goToVerify: (_: unknown, pending: PendingVerification) => navigate(paths.verifyOtp.href(), { state: pending }),
      startSession: (_: unknown, { user, token }: StoredSession) => session.send({ type: 'session.start', user, token }),
    }),
    [session],
  );
}
