import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { adminListMachine, type AdminListRequest, type AdminPage } from '../../machines/admin-list.js';
import { useInspect } from '../services/inspect-context.js';
import { listQuery, useAdminCall } from './admin-api.js';

/** A console list of `path` (/orders, /buyers, …) run by the list machine; rows typed by the section. */
export function useAdminList<Row>(path: string, filters: Record<string, string>) {
  const call = useAdminCall();
  const logic = useMemo(
    () =>
      adminListMachine.provide({
        actors: {
          loadPage: fromPromise<AdminPage, AdminListRequest>(({ input }) =>
            call<AdminPage>('GET', `${path}${listQuery(input.filters, input.page)}`),
          ),
        },
      }),
    [call, path],
  );
  const [input] = useState(() => ({ filters }));
  const [snapshot, send] = useMachine(logic, { inspect: useInspect(), input });
  return { snapshot, send, rows: snapshot.context.data as Row[] };
}
