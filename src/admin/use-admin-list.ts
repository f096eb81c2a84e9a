import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { pagedListMachine, type PageRequest, type ListPage } from '../../machines/paged-list.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { useAdminCalls } from './admin-actors.js';

/** A console list of `path` (/orders, /buyers, …) run by the list machine; rows typed by the section. */
export function useAdminList<Row>(path: string, filters: Record<string, string>) {
  const admin = useAdminCalls();
  const logic = useMemo(
    () => pagedListMachine.provide({ actors: { loadPage: fromPromise<ListPage, PageRequest>(({ input }) => admin.page(path, input)) } }),
    [admin, path],
  );
  const [input] = useState(() => ({ filters }));
  const [snapshot, send] = useScreenMachine(logic, { input });
  return { snapshot, send, rows: snapshot.context.data as Row[] };
}
