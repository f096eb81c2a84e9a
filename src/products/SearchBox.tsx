import { paths } from '../config/paths.js';
import { ProductListContext } from './catalogue-context.js';
import { EARLY_FORM_ATTRIBUTE } from '../../domain/early-clicks.js';
import { useEarlyTyping } from '../lib/early-typing.js';

/** Search applies only on Search (or Enter); cancel clears it (SPEC §4). */
export function SearchBox({ id }: { id: string }) {
  const actor = ProductListContext.useActorRef();
  const text = ProductListContext.useSelector((snapshot) => snapshot.context.searchText);
  useEarlyTyping(id, (typed) => actor.send({ type: 'search.change', value: typed }));
  return (
    <form
      className="search-box"
      role="search"
      {...{ [EARLY_FORM_ATTRIBUTE]: '' }}
      // Without the scripts (or before they run) the form itself opens the list on what was typed.
      action={paths.products.href()}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'search.submit' });
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Search fabrics
      </label>
      <input
        id={id}
        type="search"
        name="search"
        // Whole in a phone-wide box (the label names it in full).
        placeholder="Search fabrics"
        value={text}
        maxLength={100}
        onChange={(event) => actor.send({ type: 'search.change', value: event.target.value })}
      />
      {text !== '' && (
        <button type="button" className="icon-button" aria-label="Cancel search" onClick={() => actor.send({ type: 'search.cancel' })}>
          ✕
        </button>
      )}
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}
