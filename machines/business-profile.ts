import { assign, fromPromise, setup } from 'xstate';
import { businessProfileProblem, type BusinessProfileFields } from '../domain/business.js';
import { messageOf, type Notice } from '../domain/notice.js';

/** The profile as the server answers it: every field null until the buyer first saves. */
export interface SavedBusinessProfile {
  companyName: string | null;
  gstin: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  stateCode: string | null;
  pinCode: string | null;
}

export type BusinessField = keyof BusinessProfileFields;
export type BusinessProfileForm = Record<BusinessField, string>;

export interface BusinessProfileContext {
  form: BusinessProfileForm;
  /** What the server holds (null while loading). */
  saved: SavedBusinessProfile | null;
}

export type BusinessProfileEvent =
  { type: 'field.change'; field: BusinessField; value: string } | { type: 'business.save' } | { type: 'business.retry' };

const EMPTY_FORM: BusinessProfileForm = { companyName: '', gstin: '', address: '', city: '', state: '', pinCode: '' };
const LOAD_FAILED = 'Your business details could not be loaded. Please try again.';
const SAVE_FAILED = 'Your business details were not saved. Please try again.';

const formOf = (saved: SavedBusinessProfile): BusinessProfileForm => ({
  companyName: saved.companyName ?? '',
  gstin: saved.gstin ?? '',
  address: saved.address ?? '',
  city: saved.city ?? '',
  state: saved.state ?? '',
  pinCode: saved.pinCode ?? '',
});

/**
 * My Account › Business: loads the saved profile into the form; Save checks the same rules as the server
 * (domain/business.ts: the GSTIN's checksum, its state, the PIN code) and says the first problem without a call; while
 * saving nothing more is sent; the server's answer (or its reason) is said, and a failure keeps what was typed.
 */
export const businessProfileMachine = setup({
  types: { context: {} as BusinessProfileContext, events: {} as BusinessProfileEvent },
  actors: {
    loadProfile: fromPromise<SavedBusinessProfile>(async () => {
      throw new Error('loadProfile must be provided');
    }),
    saveProfile: fromPromise<{ message: string; profile: SavedBusinessProfile }, BusinessProfileFields>(async () => {
      throw new Error('saveProfile must be provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
  },
  guards: {
    valid: ({ context }) => businessProfileProblem(context.form) === null,
  },
}).createMachine({
  id: 'businessProfile',
  context: { form: EMPTY_FORM, saved: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'editing', actions: assign(({ event }) => ({ saved: event.output, form: formOf(event.output) })) },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      entry: { type: 'notify', params: { kind: 'error', message: LOAD_FAILED } },
      on: { 'business.retry': 'loading' },
    },
    editing: {
      on: {
        'field.change': { actions: assign(({ context, event }) => ({ form: { ...context.form, [event.field]: event.value } })) },
        'business.save': [
          { guard: 'valid', target: 'saving' },
          { actions: { type: 'notify', params: ({ context }) => ({ kind: 'error', message: businessProfileProblem(context.form)! }) } },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({
          companyName: context.form.companyName.trim(),
          gstin: context.form.gstin.trim() === '' ? null : context.form.gstin.trim().toUpperCase(),
          address: context.form.address.trim(),
          city: context.form.city.trim(),
          state: context.form.state.trim(),
          pinCode: context.form.pinCode.trim(),
        }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ event }) => ({ saved: event.output.profile, form: formOf(event.output.profile) })),
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, SAVE_FAILED) }) },
        },
      },
    },
  },
});
