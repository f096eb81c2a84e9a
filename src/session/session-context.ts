import { sessionMachine } from '../../machines/session.js';
import { childContext } from '../services/app-context.js';

/** The signed-in buyer, app-wide (SPEC §4 session): the app's `session` child. */
export const SessionContext = childContext<typeof sessionMachine>('session');
