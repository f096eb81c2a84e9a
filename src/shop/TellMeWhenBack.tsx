import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { STOCK_ALERT_MESSAGES } from '../../domain/stock-alerts.js';
import { stockAlertMachine } from '../../machines/stock-alert.js';
import { AskWhenBackDocument } from '../graphql/documents/AskWhenBack.js';
import { useApi } from '../services/api-context.js';
import { useInspect } from '../services/inspect-context.js';
import { useShopEffects } from './use-shop-effects.js';
import { useSignedInAction } from './use-signed-in-action.js';

/** 'Tell me when it is back' for a sold-out colour: an email when an operator restocks it. */
export function TellMeWhenBack({ productId, color, className = '' }: { productId: string; color: string; className?: string }) {
  const api = useApi();
  const effects = useShopEffects();
  const logic = useMemo(
    () =>
      stockAlertMachine.provide({
        actors: {
          askWhenBack: fromPromise<string, { productId: string; color: string }>(
            async ({ input }) => (await api.request(AskWhenBackDocument, input)).askWhenBack,
          ),
        },
        actions: { notify: effects.notify },
      }),
    [api, effects],
  );
  const [snapshot, send] = useMachine(logic, { inspect: useInspect(), input: { productId } });
  const signedIn = useSignedInAction(`back:${productId}`, {
    ready: true,
    action: (chosen) => chosen && send({ type: 'ask', color: chosen }),
  });
  const asking = snapshot.matches('asking');
  const { outcome } = snapshot.context;
  const answered = outcome && snapshot.context.color === color;
  return (
    <div className={`stock-alert ${className}`}>
      <button
        type="button"
        className="button button-outline"
        disabled={asking || Boolean(answered && outcome.noted)}
        aria-busy={asking}
        onClick={() => signedIn(() => send({ type: 'ask', color }), color)}
      >
        {asking ? 'Noting…' : STOCK_ALERT_MESSAGES.button}
      </button>
      {answered && (
        <p role="status" className={outcome.noted ? 'stock-alert-noted' : 'stock-alert-refused'}>
          {outcome.text}
        </p>
      )}
    </div>
  );
}
