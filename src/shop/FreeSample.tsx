import { Link } from 'wouter';
import { COMMAND_FAILED } from '../../domain/command.js';
import { CommandButton, CommandOutcome } from '../components/CommandButton.js';
import { paths } from '../config/paths.js';
import { useCommandActors } from './command-actors.js';
import { useCommand } from './use-command.js';
import { useSignedInAction } from './use-signed-in-action.js';

/** "Order a free sample" of the chosen colour on the product page: one per colour, once ever. */
export function FreeSample({ productId, color, disabled = false }: { productId: string; color: string | null; disabled?: boolean }) {
  const actors = useCommandActors();
  const command = useCommand((chosen) => actors.addSample(productId, chosen), COMMAND_FAILED.sample);
  // After sign-in the page opens on its listed colour: the sample asked for is of the colour chosen before.
  const signedIn = useSignedInAction(`sample:${productId}`, {
    ready: !disabled,
    action: (chosen) => chosen && command.run(chosen),
  });
  return (
    <div className="free-sample">
      <CommandButton
        running={command.running}
        label="Order a free sample"
        busyLabel="Adding sample…"
        className="button button-outline"
        disabled={disabled || !color}
        onRun={() => color && signedIn(() => command.run(color), color)}
      />
      {command.outcome ? (
        <CommandOutcome outcome={command.outcome}>
          {' '}
          <Link href={paths.cart.href()}>View cart</Link>
        </CommandOutcome>
      ) : (
        <p className="free-sample-note">A cutting of the chosen colour, free; ₹99 shipping when ordered on its own.</p>
      )}
    </div>
  );
}
