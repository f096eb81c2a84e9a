import { createActorContext, useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorLogic, AnyActorRef, SnapshotFrom } from 'xstate';
import { appMachine } from '../../machines/app.js';

/** The app's one actor system (machines/app.ts). Its logic is provided by src/app/AppProvider.tsx. */
export const AppContext = createActorContext(appMachine);

/**
 * The app actor: screens start their machines as its children (src/services/screen-actor.ts), so a machine reaches
 * the shop as `system.get('shop')` and the inspector shows it under the app.
 */
export const useAppActor = () => AppContext.useActorRef();

/** One of the app's children (session, shop, categories, productList): its ref, and selectors on its snapshot. */
export function childContext<TLogic extends AnyActorLogic>(id: 'session' | 'shop' | 'categories' | 'productList') {
  const useActorRef = (): ActorRefFrom<TLogic> => {
    const child = AppContext.useSelector((app) => app.children[id]);
    if (!child) throw new Error(`The app has no ${id} actor`);
    return child as ActorRefFrom<TLogic>;
  };
  return {
    useActorRef,
    useSelector: <T>(selector: (snapshot: SnapshotFrom<TLogic>) => T, compare?: (a: T, b: T) => boolean): T =>
      useSelector(useActorRef() as AnyActorRef, selector as (snapshot: unknown) => T, compare),
  };
}
