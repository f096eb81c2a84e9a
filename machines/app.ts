import { assign, fromCallback, sendTo, setup, stopChild, type AnyActorRef, type InputFrom, type SnapshotFrom } from 'xstate';
import { categoriesMachine } from './categories.js';
import { productListMachine, type ProductListInput } from './product-list.js';
import { sessionMachine } from './session.js';
import { shopMachine } from './shop.js';

export interface AppInput {
  /** What the catalogue starts from: a drawn page's answers, or the last visit's kept ones. */
  categories?: NonNullable<InputFrom<typeof categoriesMachine>>;
  products?: ProductListInput;
}

export type AppEvent =
  /** The API client was answered 401: the session ends. */
  | { type: 'session.expired' }
  /** A screen went: its machine stops. */
  | { type: 'screen.closed'; actor: AnyActorRef };

interface AppContext {
  input: AppInput;
  /** The signed-in buyer the shop was last loaded for (null: none). */
  userId: string | null;
}

const userOf = (session: SnapshotFrom<typeof sessionMachine>) => session.context.user?.id ?? null;

/**
 * The app: one actor system whose children are the session, the shop (cart and wishlist) and the catalogue (categories
 * and the product list), each under its systemId. The shop follows the session: loaded when a buyer signs in, emptied
 * when they sign out. Screens' machines join the system (src/services/app-context.ts) and reach the shop through it.
 */
export const appMachine = setup({
  types: { input: {} as AppInput, context: {} as AppContext, events: {} as AppEvent },
  actors: {
    session: sessionMachine,
    shop: shopMachine,
    categories: categoriesMachine,
    productList: productListMachine,
    /** Says `session.expired` when the API client is answered 401 (the app provides the client's signal). */
    sessionExpiry: fromCallback(() => () => {}),
  },
  guards: {
    signedInAsAnother: ({ context }, { userId }: { userId: string | null }) => userId !== null && userId !== context.userId,
    signedOutNow: ({ context }, { userId }: { userId: string | null }) => userId === null && context.userId !== null,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ input, userId: null }),
  // The session first, so the shop hears of a buyer from the start.
  invoke: {
    id: 'session',
    systemId: 'session',
    src: 'session',
    onSnapshot: [
      {
        guard: { type: 'signedInAsAnother', params: ({ event }) => ({ userId: userOf(event.snapshot) }) },
        actions: [assign({ userId: ({ event }) => userOf(event.snapshot) }), sendTo('shop', { type: 'shop.load' })],
      },
      {
        guard: { type: 'signedOutNow', params: ({ event }) => ({ userId: userOf(event.snapshot) }) },
        actions: [assign({ userId: null }), sendTo('shop', { type: 'shop.clear' })],
      },
    ],
  },
  initial: 'running',
  states: {
    running: {
      invoke: [
        { id: 'shop', systemId: 'shop', src: 'shop' },
        { id: 'categories', systemId: 'categories', src: 'categories', input: ({ context }) => context.input.categories ?? {} },
        { id: 'productList', systemId: 'productList', src: 'productList', input: ({ context }) => context.input.products ?? {} },
        { id: 'sessionExpiry', src: 'sessionExpiry' },
      ],
    },
  },
  on: {
    'session.expired': { actions: sendTo('session', { type: 'session.expired' }) },
    // A screen's machine (src/services/screen-actor.ts) is the app's child: the app stops it when its screen goes.
    'screen.closed': { actions: stopChild(({ event }) => event.actor) },
    // A screen's machine that fails stops alone (its screen shows why); the session and shop go on.
    'xstate.error.actor.*': {},
  },
});
