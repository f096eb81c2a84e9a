import { unauthorized } from '../errors.js';

export interface SocialProfile {
  id: string;
  email: string | undefined;
  /** Whether the provider vouches that the email belongs to this person. */
  emailVerified: boolean;
  name: string;
  picture: string | undefined;
}

async function getJson(url: string, init?: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) }).catch(() => null);
  if (!response?.ok) throw unauthorized('The sign-in provider did not accept this token.');
  return (await response.json()) as Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Google: the access token is checked by asking Google's userinfo endpoint who it belongs to. */
export async function googleProfile(userinfoUrl: string, accessToken: string): Promise<SocialProfile> {
  const body = await getJson(userinfoUrl, { headers: { authorization: `Bearer ${accessToken}` } });
  const id = text(body.sub);
  if (!id) throw unauthorized('The sign-in provider did not accept this token.');
  return { id, email: text(body.email), emailVerified: body.email_verified === true || body.email_verified === 'true', name: text(body.name) ?? 'Google user', picture: text(body.picture) };
}

/** Facebook: the Graph API's /me answers for the token's owner. */
export async function facebookProfile(graphUrl: string, accessToken: string): Promise<SocialProfile> {
  const url = new URL(`${graphUrl}/me`);
  url.searchParams.set('fields', 'id,name,email');
  url.searchParams.set('access_token', accessToken);
  const body = await getJson(url.href);
  const id = text(body.id);
  if (!id) throw unauthorized('The sign-in provider did not accept this token.');
  // Facebook shares an email only once its owner has confirmed it.
  return { id, email: text(body.email), emailVerified: true, name: text(body.name) ?? 'Facebook user', picture: undefined };
}
