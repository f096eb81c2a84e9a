import { useEffect, useRef } from 'react';
import { productListFromSearch, productListSearch } from '../../domain/product-list-url.js';
import { ProductListContext } from './catalogue-context.js';

/**
 * Keeps the list and the address together (issue 26): a link's list is applied on arrival (a bare /products keeps
 * the list the buyer had, as SPEC §4 wants, and the address then says it); each change of filters, search, order or
 * page is a new history entry, and Back and Forward apply theirs.
 */
export function useListAddress() {
  const actor = ProductListContext.useActorRef();
  const search = ProductListContext.useSelector((snapshot) => productListSearch(snapshot.context));
  const arrived = useRef(false);
  const fromHistory = useRef(false);

  useEffect(() => {
    const here = window.location.search;
    if (here.length > 1) actor.send({ type: 'query.apply', query: productListFromSearch(here) });
    const onPop = () => {
      fromHistory.current = true;
      actor.send({ type: 'query.apply', query: productListFromSearch(window.location.search) });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [actor]);

  useEffect(() => {
    // Read from the actor, not this render: on arrival the link's list was applied a moment ago.
    const current = productListSearch(actor.getSnapshot().context);
    const target = `${window.location.pathname}${current ? `?${current}` : ''}`;
    const replace = !arrived.current || fromHistory.current;
    arrived.current = true;
    fromHistory.current = false;
    if (`${window.location.pathname}${window.location.search}` === target) return;
    // Arriving (a bare or untidy link) or moving through history: the entry is corrected, not added.
    if (replace) window.history.replaceState(window.history.state, '', target);
    else window.history.pushState(null, '', target);
  }, [actor, search]);
}
