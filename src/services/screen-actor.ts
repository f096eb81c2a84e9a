import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createActor, type Actor, type AnyStateMachine, type InputFrom } from 'xstate';
import { useAppActor } from './app-context.js';

type ScreenOptions<TMachine extends AnyStateMachine> = { input?: InputFrom<TMachine> };

// On the server (drawing a page) there is no layout to wait for.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A screen's machine, started as a child of the app (machines/app.ts) in the app's one actor system: it reaches the
 * shop as `system.get('shop')`, and the inspector shows it under the app. It starts when the screen mounts and the app
 * stops it when the screen goes (`screen.closed`); a screen shown again after that (React's strict mode, in
 * development) goes on from where it was.
 */
export function useScreenActor<TMachine extends AnyStateMachine>(logic: TMachine, options: ScreenOptions<TMachine> = {}) {
  const app = useAppActor();
  const [actor, setActor] = useState(() => createActor(logic, { ...options, parent: app }) as Actor<TMachine>);
  const stopped = useRef<Actor<TMachine> | null>(null);
  // The view's latest provided actions and actors (closures over its props) are the ones the machine calls.
  useBeforePaint(() => {
    actor.logic.implementations = logic.implementations;
  });
  useEffect(() => {
    if (stopped.current === actor) {
      setActor(createActor(logic, { ...options, parent: app, snapshot: actor.getPersistedSnapshot() }) as Actor<TMachine>);
      return;
    }
    actor.start();
    return () => {
      stopped.current = actor;
      app.send({ type: 'screen.closed', actor });
    };
    // The actor is made once per screen; later logic or options are not a new actor.
  }, [actor, app]);
  return actor;
}

/** useScreenActor with the machine's snapshot and send, as @xstate/react's useMachine gives them. */
export function useScreenMachine<TMachine extends AnyStateMachine>(logic: TMachine, options: ScreenOptions<TMachine> = {}) {
  const actor = useScreenActor(logic, options);
  const snapshot = useSelector(actor, (state) => state);
  return [snapshot, actor.send, actor] as const;
}
