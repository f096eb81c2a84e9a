/** SPEC §5 rules and messages, shared by the forms' machines and the REST backend. */
import { hasVisibleText } from './visible-text.js';
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^[0-9]{10}$/;
export const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*[0-9])(?=.*[!@#$%^&*])[A-Za-z0-9!@#$%^&*]{8,}$/;
export const OTP_PATTERN = /^[0-9]{6}$/;

/**
 * A phone number as people paste it ('+91 98250 12345', '098250-12345', '0091 (98250) 12345'): its digits, without
 * India's country code or the trunk 0 when what is left is the 10-digit number. Forms keep this as typed into them,
 * and the server applies the same rule before it checks PHONE_PATTERN.
 */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 20);
  if (digits.length === 14 && digits.startsWith('0091')) return digits.slice(4);
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

export const MESSAGES = {
  fillAll: 'Please fill all the fields',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid 10-digit phone number',
  passwordHint: 'Password must be 8+ chars with 1 uppercase, 1 number, 1 special.',
  passwordsDiffer: 'Passwords do not match',
} as const;

export interface SignUpDetails {
  name: string;
  email: string;
  phone: string;
}

/** The first problem with the sign-up details, or null when they are fine. */
export function detailsProblem({ name, email, phone }: SignUpDetails): string | null {
  if (!hasVisibleText(name) || !email.trim() || !phone.trim()) return MESSAGES.fillAll;
  if (!EMAIL_PATTERN.test(email.trim())) return MESSAGES.invalidEmail;
  if (!PHONE_PATTERN.test(phoneDigits(phone))) return MESSAGES.invalidPhone;
  return null;
}

export function passwordProblem(password: string, confirmPassword: string): string | null {
  if (!password || !confirmPassword) return MESSAGES.fillAll;
  if (password !== confirmPassword) return MESSAGES.passwordsDiffer;
  if (!PASSWORD_PATTERN.test(password)) return MESSAGES.passwordHint;
  return null;
}
