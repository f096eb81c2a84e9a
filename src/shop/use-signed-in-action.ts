import { useCallback, useEffect, useEffectEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { paths } from '../config/paths.js';
import { rememberIntent, takeIntent } from '../session/pending-intent.js';
import { rememberReturnPath } from '../session/return-path.js';
import { SessionContext } from '../session/session-context.js';

const here = () => window.location.pathname + window.location.search;

/**
 * Runs an action that needs an account; a signed-out buyer goes to /login instead and comes back here after signing
 * in (SPEC §2.1: the interface sends a signed-out user to /login when they press cart or wishlist). With an `intent`
 * (what the control does, e.g. `sample:12:Navy`), the action is done on return too, once `ready` says the control
 * can do it: the sample the buyer asked for is in the cart, not just the page they were on.
 */
export function useSignedInAction(
  intent?: string,
  resume?: { ready: boolean; action: (detail: string) => void },
): (action: () => void, detail?: string) => void {
  const signedIn = SessionContext.useSelector((snapshot) => snapshot.context.user !== null);
  const ready = resume?.ready ?? false;
  const finish = useEffectEvent((detail: string) => resume?.action(detail));
  useEffect(() => {
    if (!intent || !signedIn || !ready) return;
    const detail = takeIntent(intent, here());
    if (detail !== null) finish(detail);
  }, [intent, signedIn, ready]);
  return useCallback(
    (action: () => void, detail = '') => {
      if (signedIn) {
        action();
        return;
      }
      rememberReturnPath(here());
      if (intent) rememberIntent(intent, here(), detail);
      navigate(paths.login.href());
    },
    [signedIn, intent],
  );
}
