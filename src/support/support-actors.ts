import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { SupportRequest } from '../../domain/support.js';
import { supportFormMachine } from '../../machines/support-form.js';
import { SubmitSupportDocument } from '../graphql/documents/SubmitSupport.js';
import { useApi } from '../services/api-context.js';
import { notify } from '../services/notify.js';

/** The support form's machine with its one call (submitSupport over the BFF) and its toasts. */
export function useSupportFormLogic() {
  const api = useApi();
  return useMemo(
    () =>
      supportFormMachine.provide({
        actors: {
          submitSupport: fromPromise<string, SupportRequest>(
            async ({ input }) => (await api.request(SubmitSupportDocument, input)).submitSupport,
          ),
        },
        actions: { notify: (_, notice) => notify(notice) },
      }),
    [api],
  );
}
