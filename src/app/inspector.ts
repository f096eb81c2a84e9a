import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent, Observer } from 'xstate';
import { redactInspection } from './inspector-redaction.js';

/**
 * The Stately inspector (loaded only when asked for, src/app/inspector-wanted.ts): a window of the inspector shows
 * every actor live, without secrets (passwords, codes, tokens and card details are hidden).
 */
export const browserInspector = (): Observer<InspectionEvent> => createBrowserInspector({ serialize: redactInspection }).inspect;
