import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { pagedListMachine, type PageRequest, type ListPage } from '../../machines/paged-list.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { useAdminCalls, type AdminListRoute, type AdminListRow } from './admin-actors.js';

/** A move on one row as /api/admin answers it: the server's sentence and the row as it is now. */
interface RowAnswer {
  msg: string;
  data: { _id: string };
}

/**
 * A console list (GET /orders, GET /buyers, …) run by the list machine; rows as its route answers them. A move on its
 * rows goes through `replacing` (the answer's row takes the old one's place) or `reloading` (the page is asked again),
 * and answers the server's sentence for the operator's toast.
 */
export function useAdminList<R extends AdminListRoute>(route: R, filters: Record<string, string>) {
  const admin = useAdminCalls();
  const logic = useMemo(
    () => pagedListMachine.provide({ actors: { loadPage: fromPromise<ListPage, PageRequest>(({ input }) => admin.page(route, input)) } }),
    [admin, route],
  );
  const [input] = useState(() => ({ filters }));
  const [snapshot, send] = useScreenMachine(logic, { input });
  return {
    snapshot,
    send,
    rows: snapshot.context.data as AdminListRow<R>[],
    async replacing(move: Promise<RowAnswer>) {
      const answer = await move;
      send({ type: 'list.replace', row: answer.data });
      return answer.msg;
    },
    async reloading(move: Promise<{ msg: string }>) {
      const answer = await move;
      send({ type: 'list.reload' });
      return answer.msg;
    },
  };
}
