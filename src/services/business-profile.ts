import type { SavedBusinessProfile } from '../../machines/business-profile.js';
import { BusinessProfileDocument } from '../graphql/documents/BusinessProfile.js';
import type { ApiClient } from './api-client.js';

// The business details as the BFF answers them: read by My Account's Business and Addresses and by the checkout.

type Answered = { [Field in keyof SavedBusinessProfile]?: string | null };

export const savedOf = (answer: Answered): SavedBusinessProfile => ({
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
