import type { SignUpDetails } from '../../domain/validation.js';

/**
 * A sign-up whose code was refused, on its way back to /register (SPEC §4): what the buyer typed, kept in memory only
 * (never in history or storage, because of the password), and taken once by the Register screen to fill its form.
 */
export interface ReturnedSignUp {
  details: SignUpDetails;
  password: string;
  /** Why the code was refused, said on the form. */
  problem: string;
}

let returned: ReturnedSignUp | null = null;

export const keepReturnedSignUp = (value: ReturnedSignUp): void => {
  returned = value;
};

export function takeReturnedSignUp(): ReturnedSignUp | null {
  const value = returned;
  returned = null;
  return value;
}
