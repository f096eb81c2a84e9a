/**
 * A company invitation's token from the link a buyer opened, kept for this tab until it is used or refused, so that
 * signing in or signing up on the way does not lose it. Storage may be unavailable (private mode): the link then works
 * only when opened signed in.
 */
const KEY = 'FB_COMPANY_INVITATION';

function attempt<T>(work: () => T, otherwise: T): T {
  try {
    return work();
  } catch {
    return otherwise;
  }
}

export const keepInvitation = (token: string): void => attempt(() => sessionStorage.setItem(KEY, token), undefined);
export const pendingInvitation = (): string | null => attempt(() => sessionStorage.getItem(KEY), null);
export const forgetInvitation = (): void => attempt(() => sessionStorage.removeItem(KEY), undefined);
