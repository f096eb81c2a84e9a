import { useCallback, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { createAdminRecordMachine } from '../../machines/admin-record.js';
import { useScreenMachine } from '../services/screen-actor.js';

/**
 * One thing a console screen shows, run by the record machine; `load` is one of the console's calls (admin-actors.ts).
 * It loads once per mount: a screen for another id is keyed by it. A move that changes it goes through `reloading`
 * (it is read again after) and answers the server's sentence.
 */
export function useAdminRecord<T>(load: () => Promise<T>) {
  const latest = useRef(load);
  latest.current = load;
  const [logic] = useState(() => createAdminRecordMachine<T>().provide({ actors: { load: fromPromise<T>(() => latest.current()) } }));
  const [snapshot, send] = useScreenMachine(logic);
  const reload = useCallback(() => send({ type: 'record.reload' }), [send]);
  return {
    data: snapshot.context.data,
    error: snapshot.context.error,
    replace: (data: T) => send({ type: 'record.replace', data }),
    reload,
    reloading: async (move: Promise<{ msg: string }>) => {
      const answer = await move;
      reload();
      return answer.msg;
    },
  };
}
