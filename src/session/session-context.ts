import { createActorContext } from '@xstate/react';
import { sessionMachine } from '../../machines/session.js';

/** The signed-in buyer, app-wide (SPEC §4 session). Logic is provided in App. */
export const SessionContext = createActorContext(sessionMachine);
