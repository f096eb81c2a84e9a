import { Link } from 'wouter';
import { COMMAND_FAILED } from '../../domain/command.js';
import { CommandButton, CommandOutcome } from '../components/CommandButton.js';
import { paths } from '../config/paths.js';
import { useCommandActors } from '../shop/command-actors.js';
import { useCommand } from '../shop/use-command.js';

/** "Order again" on an order card: the same fabric, colour and metres into the cart at today's price. */
export function OrderAgain({ orderId }: { orderId: string }) {
  const actors = useCommandActors();
  const command = useCommand(() => actors.reorder(orderId), COMMAND_FAILED.reorder);
  return (
    <div className="order-again">
      <CommandButton running={command.running} label="Order again" busyLabel="Adding…" onRun={() => command.run()} />
      {command.outcome && (
        <CommandOutcome outcome={command.outcome}>
          {' '}
          <Link href={paths.cart.href()}>View cart</Link>
        </CommandOutcome>
      )}
    </div>
  );
}
