import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { productListFromSearch, productListHref, productListSearch } from '../../domain/product-list-url.js';
import { ProductListContext } from './catalogue-context.js';

/** Marks the history entries this hook wrote: landing on one again is Back or Forward, not a new link. */
const LIST_ENTRY = { productList: true } as const;
const isListEntry = () => (window.history.state as { productList?: boolean } | null)?.productList === true;

/**
 * Keeps the list and the address together. A new entry (a link from outside, a reload, the header's
 * Explore) applies its list, and a bare /products keeps the list the buyer had (SPEC §4): the address is then
 * corrected in place. Each change of filters, search, order or page is a new entry; Back and Forward apply theirs.
 */
export function useListAddress() {
  const actor = ProductListContext.useActorRef();
  const list = ProductListContext.useSelector((snapshot) => productListSearch(snapshot.context));
  const address = useSearch();
  const seen = useRef<{ address: string; list: string } | null>(null);

  useEffect(() => {
    const target = () => productListHref(actor.getSnapshot().context, window.location.pathname);
    const here = window.location.search;
    if (seen.current === null || seen.current.address !== address) {
      // The address moved without this hook: read its list, unless it is a bare new entry (keep the buyer's list).
      if (isListEntry() || here.length > 1) actor.send({ type: 'query.apply', query: productListFromSearch(here) });
      if (!isListEntry() || target() !== `${window.location.pathname}${here}`)
        window.history.replaceState({ ...window.history.state, ...LIST_ENTRY }, '', target());
    } else if (seen.current.list !== list) {
      window.history.pushState(LIST_ENTRY, '', target());
    }
    seen.current = { address: window.location.search.replace(/^\?/, ''), list: productListSearch(actor.getSnapshot().context) };
  }, [actor, list, address]);
}
