import { useMemo } from 'react';
import { signInMachine } from '../../machines/sign-in.js';
import { useScreenActor } from '../services/screen-actor.js';
import { useAuthActors } from './auth-actors.js';
import { useAuthEffects } from './use-auth-effects.js';

/** The sign-in machine with the app's actors and effects, for /login, /forget-password and provider sign-up. */
export function useSignInActor() {
  const actors = useAuthActors();
  const effects = useAuthEffects();
  const logic = useMemo(
    () => signInMachine.provide({ actors: { signIn: actors.signIn, requestLoginCode: actors.requestLoginCode }, actions: effects }),
    [actors, effects],
  );
  return useScreenActor(logic);
}
