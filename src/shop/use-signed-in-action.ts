import { useCallback } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { paths } from '../config/paths.js';
import { rememberReturnPath } from '../session/return-path.js';
import { SessionContext } from '../session/session-context.js';

/**
 * Runs an action that needs an account; a signed-out buyer goes to /login instead and comes back here after signing
 * in (SPEC §2.1: the interface sends a signed-out user to /login when they press cart or wishlist).
 */
export function useSignedInAction(): (action: () => void) => void {
  const signedIn = SessionContext.useSelector((snapshot) => snapshot.context.user !== null);
  return useCallback(
    (action: () => void) => {
      if (signedIn) {
        action();
        return;
      }
      rememberReturnPath(window.location.pathname + window.location.search);
      navigate(paths.login.href());
    },
    [signedIn],
  );
}
