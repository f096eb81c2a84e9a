import { useState } from 'react';
import { Link } from 'wouter';
import { COMMAND_FAILED } from '../../domain/command.js';
import { shortRupees } from '../../domain/price-breaks.js';
import { CommandButton, CommandOutcome } from '../components/CommandButton.js';
import { paths } from '../config/paths.js';
import { useCommandActors } from '../shop/command-actors.js';
import { useCommand } from '../shop/use-command.js';

/**
 * "Order again" on an order card: the same fabric, colour and metres into the cart at today's price. When a metre
 * costs other than the order paid, the card says so first ('₹98/m now, was ₹95 on the quote') and adds only when the
 * buyer accepts that price.
 */
export function OrderAgain({ orderId }: { orderId: string }) {
  const actors = useCommandActors();
  // The price a metre the server said, to accept: null until a changed price is said.
  const [offer, setOffer] = useState<number | null>(null);
  const command = useCommand(async (accepted) => {
    const result = await actors.reorder(orderId, accepted === '' ? undefined : Number(accepted));
    setOffer(result.priceNow);
    return result;
  }, COMMAND_FAILED.reorder);
  if (offer !== null)
    return (
      <div className="order-again">
        {/* A question, not a refusal: said plainly above the choice. */}
        <p role="status" className="order-again-question">
          {command.outcome?.text}
        </p>
        <span className="order-again-price">
          <CommandButton
            running={command.running}
            label={`Add at ${shortRupees(offer)}/m`}
            busyLabel="Adding…"
            onRun={() => command.run(String(offer))}
          />
          <button type="button" className="button button-outline" onClick={() => setOffer(null)} disabled={command.running}>
            Not now
          </button>
        </span>
      </div>
    );
  return (
    <div className="order-again">
      <CommandButton running={command.running} label="Order again" busyLabel="Adding…" onRun={() => command.run('')} />
      {command.outcome && (
        <CommandOutcome outcome={command.outcome}>
          {' '}
          <Link href={paths.cart.href()}>View cart</Link>
        </CommandOutcome>
      )}
    </div>
  );
}
