import { useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../config/paths.js';
import { ProductListContext } from '../products/catalogue-context.js';
import { EARLY_FORM_ATTRIBUTE } from '../../domain/early-clicks.js';
import { useEarlyTyping } from '../lib/early-typing.js';

/** The header's search, on every page: it applies the search to the catalogue and opens /products on it. */
export function HeaderSearch() {
  const actor = ProductListContext.useActorRef();
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  useEarlyTyping('search-header', setText);
  return (
    <form
      className="header-search"
      role="search"
      {...{ [EARLY_FORM_ATTRIBUTE]: '' }}
      // Without the scripts (or before they run) the form itself opens the list on what was typed.
      action={paths.products.href()}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        // Nothing typed: open the catalogue as it is.
        if (text.trim() !== '') {
          actor.send({ type: 'search.change', value: text });
          actor.send({ type: 'search.submit' });
          setText('');
        }
        navigate(paths.products.href());
      }}
    >
      <label htmlFor="search-header" className="visually-hidden">
        Search all fabrics
      </label>
      <input
        id="search-header"
        type="search"
        name="search"
        // Short enough to stay whole in a phone's header; the label names it in full.
        placeholder="Search"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="icon-button" aria-label="Search">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm4.6-1.9L20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </form>
  );
}
