import { STOCK_ALERT_MESSAGES } from '../../domain/stock-alerts.js';
import { CommandButton, CommandOutcome } from '../components/CommandButton.js';
import { useCommandActors } from './command-actors.js';
import { useCommand } from './use-command.js';
import { useSignedInAction } from './use-signed-in-action.js';

/** 'Tell me when it is back' for a sold-out colour: an email when an operator restocks it. */
export function TellMeWhenBack({ productId, color, className = '' }: { productId: string; color: string; className?: string }) {
  const actors = useCommandActors();
  const command = useCommand((asked) => actors.askWhenBack(productId, asked), STOCK_ALERT_MESSAGES.failed);
  const signedIn = useSignedInAction(`back:${productId}`, {
    ready: true,
    action: (chosen) => chosen && command.run(chosen),
  });
  // The answer shown is about the colour shown (the page's colour may have changed since).
  const outcome = command.argument === color ? command.outcome : null;
  return (
    <div className={`stock-alert ${className}`}>
      <CommandButton
        running={command.running}
        label={STOCK_ALERT_MESSAGES.button}
        busyLabel="Noting…"
        className="button button-outline"
        disabled={Boolean(outcome?.done)}
        onRun={() => signedIn(() => command.run(color), color)}
      />
      {outcome && <CommandOutcome outcome={outcome} />}
    </div>
  );
}
