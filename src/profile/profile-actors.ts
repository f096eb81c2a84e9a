import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { ProfileChanges } from '../../machines/profile.js';
import type { SessionUser } from '../../machines/session.js';
import { UpdateProfileDocument } from '../graphql/documents/UpdateProfile.js';
import { useApi } from '../services/api-context.js';

/** The profile machine's save, over the BFF. */
export function useProfileActors() {
  const api = useApi();
  return useMemo(
    () => ({
      saveProfile: fromPromise<SessionUser, ProfileChanges>(
        async ({ input }) =>
          (await api.request(UpdateProfileDocument, { name: input.name, dob: input.dob, picture: input.picture })).updateProfile,
      ),
    }),
    [api],
  );
}
