/** SPEC §5 rules, enforced by the server as well as the forms. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^[0-9]{10}$/;
export const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*[0-9])(?=.*[!@#$%^&*])[A-Za-z0-9!@#$%^&*]{8,}$/;
export const PASSWORD_HINT = 'Password must be 8+ chars with 1 uppercase, 1 number, 1 special.';
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_FAILED_ATTEMPTS = 5;
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
