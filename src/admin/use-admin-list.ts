import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { pagedListMachine, type PageRequest, type ListPage } from '../../machines/paged-list.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { useAdminCalls, type AdminListRoute, type AdminListRow } from './admin-actors.js';

/** A console list (GET /orders, GET /buyers, …) run by the list machine; rows as its route answers them. */
export function useAdminList<R extends AdminListRoute>(route: R, filters: Record<string, string>) {
  const admin = useAdminCalls();
  const logic = useMemo(
    () => pagedListMachine.provide({ actors: { loadPage: fromPromise<ListPage, PageRequest>(({ input }) => admin.page(route, input)) } }),
    [admin, route],
  );
  const [input] = useState(() => ({ filters }));
  const [snapshot, send] = useScreenMachine(logic, { input });
  return { snapshot, send, rows: snapshot.context.data as AdminListRow<R>[] };
}
