import { createHmac } from 'node:crypto';
import type { ProviderConfig } from '../config.js';
import { badRequest, unauthorized } from '../errors.js';

export interface SocialProfile {
  id: string;
  email: string | undefined;
  /** Whether the provider vouches that the email belongs to this person. */
  emailVerified: boolean;
  name: string;
  picture: string | undefined;
}

const NOT_ACCEPTED = 'The sign-in provider did not accept this token.';

/** The provider's JSON answer; anything else (unreachable, refused, not JSON, too slow) means the token is not accepted. */
async function getJson(url: string, init?: RequestInit): Promise<Record<string, unknown>> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    const body: unknown = response.ok ? await response.json() : null;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // Falls through: the provider could not vouch for the token.
  }
  throw unauthorized(NOT_ACCEPTED);
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const idText = (value: unknown) => (typeof value === 'number' ? String(value) : text(value));

/**
 * Google: the access token's own record (tokeninfo) must name our client id as its audience: a token that Google
 * issued to another app for the same person proves nothing to us. The profile then comes from userinfo.
 */
export async function googleProfile(google: ProviderConfig['google'], accessToken: string): Promise<SocialProfile> {
  if (!google.clientId) throw badRequest('Google sign-in is not set up on this store.');
  const info = await getJson(`${google.tokeninfoUrl}?access_token=${encodeURIComponent(accessToken)}`);
  if (info.aud !== google.clientId) throw unauthorized('This Google sign-in was made for another app, not this store.');
  const id = text(info.sub);
  if (!id) throw unauthorized(NOT_ACCEPTED);
  const profile = await getJson(google.userinfoUrl, { headers: { authorization: `Bearer ${accessToken}` } });
  if (text(profile.sub) !== id) throw unauthorized(NOT_ACCEPTED);
  const verified = (value: unknown) => value === true || value === 'true';
  return {
    id,
    email: text(info.email) ?? text(profile.email),
    emailVerified: text(info.email) ? verified(info.email_verified) : verified(profile.email_verified),
    name: text(profile.name) ?? 'Google user',
    picture: text(profile.picture),
  };
}

/**
 * Facebook: debug_token, asked with our app's own credentials, must say the token is valid and was issued to our app;
 * /me is then asked with appsecret_proof, so the answer is for a token of our app only.
 */
export async function facebookProfile(facebook: ProviderConfig['facebook'], accessToken: string): Promise<SocialProfile> {
  if (!facebook.appId || !facebook.appSecret) throw badRequest('Facebook sign-in is not set up on this store.');
  const debug = new URL(`${facebook.graphUrl}/debug_token`);
  debug.searchParams.set('input_token', accessToken);
  debug.searchParams.set('access_token', `${facebook.appId}|${facebook.appSecret}`);
  const { data } = await getJson(debug.href);
  const token = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  if (token.is_valid !== true) throw unauthorized(NOT_ACCEPTED);
  if (idText(token.app_id) !== facebook.appId) throw unauthorized('This Facebook sign-in was made for another app, not this store.');
  const userId = idText(token.user_id);
  const me = new URL(`${facebook.graphUrl}/me`);
  me.searchParams.set('fields', 'id,name,email');
  me.searchParams.set('access_token', accessToken);
  me.searchParams.set('appsecret_proof', createHmac('sha256', facebook.appSecret).update(accessToken).digest('hex'));
  const body = await getJson(me.href);
  const id = idText(body.id);
  if (!id || id !== userId) throw unauthorized(NOT_ACCEPTED);
  // Facebook shares an email only once its owner has confirmed it.
  return { id, email: text(body.email), emailVerified: true, name: text(body.name) ?? 'Facebook user', picture: undefined };
}
