import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { reorderMachine, type ReorderResult } from '../../machines/reorder.js';
import { paths } from '../config/paths.js';
import { ReorderDocument } from '../graphql/documents/Reorder.js';
import { useApi } from '../services/api-context.js';
import { useInspect } from '../services/inspect-context.js';
import { useShopEffects } from '../shop/use-shop-effects.js';

/** "Order again" on an order card: the same fabric, colour and metres into the cart at today's price. */
export function OrderAgain({ orderId }: { orderId: string }) {
  const api = useApi();
  const effects = useShopEffects();
  const logic = useMemo(
    () =>
      reorderMachine.provide({
        actors: {
          reorder: fromPromise<ReorderResult, string>(
            async ({ input }) => (await api.request(ReorderDocument, { orderId: input })).reorder,
          ),
        },
        actions: { cartReplaced: effects.cartReplaced, notify: effects.notify },
      }),
    [api, effects],
  );
  const [snapshot, send] = useMachine(logic, { inspect: useInspect(), input: { orderId } });
  const sending = snapshot.matches('sending');
  const { outcome } = snapshot.context;
  return (
    <div className="order-again">
      <button
        type="button"
        className="button button-secondary"
        disabled={sending}
        aria-busy={sending}
        onClick={() => send({ type: 'reorder' })}
      >
        {sending ? 'Adding…' : 'Order again'}
      </button>
      {outcome && (
        <p role="status" className={outcome.added ? 'order-again-added' : 'order-again-skipped'}>
          {outcome.text}
          {outcome.added && (
            <>
              {' '}
              <Link href={paths.cart.href()}>View cart</Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}
