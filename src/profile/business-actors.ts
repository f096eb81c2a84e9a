import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { BusinessProfileFields } from '../../domain/business.js';
import type { SavedBusinessProfile } from '../../machines/business-profile.js';
import { BusinessProfileDocument } from '../graphql/documents/BusinessProfile.js';
import { SaveBusinessProfileDocument } from '../graphql/documents/SaveBusinessProfile.js';
import type { ApiClient } from '../services/api-client.js';
import { useApi } from '../services/api-context.js';

type Answered = { [Field in keyof SavedBusinessProfile]?: string | null };

const savedOf = (answer: Answered): SavedBusinessProfile => ({
  companyName: answer.companyName ?? null,
  gstin: answer.gstin ?? null,
  address: answer.address ?? null,
  city: answer.city ?? null,
  state: answer.state ?? null,
  stateCode: answer.stateCode ?? null,
  pinCode: answer.pinCode ?? null,
});

/** The business profile (the company's for a member), as saved. */
export async function loadBusinessProfile(api: ApiClient, signal?: AbortSignal): Promise<SavedBusinessProfile> {
  const { viewer } = await api.request(BusinessProfileDocument, {}, signal);
  if (!viewer) throw new Error('Please sign in again.');
  return savedOf(viewer.business);
}

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
