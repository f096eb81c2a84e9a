import { createContext, useContext } from 'react';
import type { AccountActors } from '../services/account-actors.js';

/** Actor implementations for screens that run their own machine (sign-up, sign-in, code check, profile). */
export const AccountActorsContext = createContext<AccountActors | null>(null);

export function useAccountActors(): AccountActors {
  const actors = useContext(AccountActorsContext);
  if (!actors) throw new Error('useAccountActors needs AccountActorsContext');
  return actors;
}
