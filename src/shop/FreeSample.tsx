import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import type { CartChange } from '../../domain/cart.js';
import { freeSampleMachine } from '../../machines/free-sample.js';
import { paths } from '../config/paths.js';
import { AddSampleDocument } from '../graphql/documents/AddSample.js';
import { useApi } from '../services/api-context.js';
import { useInspect } from '../services/inspect-context.js';
import { useShopEffects } from './use-shop-effects.js';
import { useSignedInAction } from './use-signed-in-action.js';

/** "Order a free sample" of the chosen colour on the product page: one per colour, once ever. */
export function FreeSample({ productId, color, disabled = false }: { productId: string; color: string | null; disabled?: boolean }) {
  const api = useApi();
  const effects = useShopEffects();
  const logic = useMemo(
    () =>
      freeSampleMachine.provide({
        actors: {
          addSample: fromPromise<CartChange, { productId: string; color: string }>(
            async ({ input }) => (await api.request(AddSampleDocument, input)).addSample,
          ),
        },
        actions: { cartReplaced: effects.cartReplaced, notify: effects.notify },
      }),
    [api, effects],
  );
  const [snapshot, send] = useMachine(logic, { inspect: useInspect(), input: { productId } });
  // After sign-in the page opens on its listed colour: the sample asked for is of the colour chosen before.
  const signedIn = useSignedInAction(`sample:${productId}`, {
    ready: !disabled,
    action: (chosen) => chosen && send({ type: 'request', color: chosen }),
  });
  const sending = snapshot.matches('sending');
  const { outcome } = snapshot.context;
  return (
    <div className="free-sample">
      <button
        type="button"
        className="button button-outline"
        disabled={disabled || !color || sending}
        aria-busy={sending}
        onClick={() => color && signedIn(() => send({ type: 'request', color }), color)}
      >
        {sending ? 'Adding sample…' : 'Order a free sample'}
      </button>
      {outcome ? (
        <p role="status" className={outcome.added ? 'free-sample-added' : 'free-sample-refused'}>
          {outcome.text}
          {outcome.added && (
            <>
              {' '}
              <Link href={paths.cart.href()}>View cart</Link>
            </>
          )}
        </p>
      ) : (
        <p className="free-sample-note">A cutting of the chosen colour, free; ₹99 shipping when ordered on its own.</p>
      )}
    </div>
  );
}
