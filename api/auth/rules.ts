/** SPEC §5 rules, enforced by the server as well as the forms (one definition, in domain/validation.ts). */
export { EMAIL_PATTERN, PASSWORD_PATTERN, PHONE_PATTERN } from '../../domain/validation.js';
import { MESSAGES } from '../../domain/validation.js';

export const PASSWORD_HINT = MESSAGES.passwordHint;
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_FAILED_ATTEMPTS = 5;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
