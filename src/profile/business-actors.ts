import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { BusinessProfileFields } from '../../domain/business.js';
import type { SavedBusinessProfile } from '../../machines/business-profile.js';
import { SaveBusinessProfileDocument } from '../graphql/documents/SaveBusinessProfile.js';
import { loadBusinessProfile, savedOf } from '../services/business-profile.js';
import { useApi } from '../services/api-context.js';

/** The business profile machine's load and save, over the BFF. */
export function useBusinessActors() {
  const api = useApi();
  return useMemo(
    () => ({
      loadProfile: fromPromise<SavedBusinessProfile>(({ signal }) => loadBusinessProfile(api, signal)),
      saveProfile: fromPromise<{ message: string; profile: SavedBusinessProfile }, BusinessProfileFields>(async ({ input }) => {
        const { message, profile } = (await api.request(SaveBusinessProfileDocument, { profile: input })).saveBusinessProfile;
        return { message, profile: savedOf(profile) };
      }),
    }),
    [api],
  );
}
