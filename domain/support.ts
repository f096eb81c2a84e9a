/** SPEC §2.10, §5, §8 support and contact forms, and the FAQ. */
import { hasVisibleText } from './visible-text.js';
export const SUPPORT_MESSAGES = {
  fillAll: 'Please fill all the fields',
  sent: 'Form submitted successfully!',
  failed: 'Error submitting form. Please try again.',
} as const;

export const SUPPORT_LIMITS = { name: 100, contactDetails: 200, message: 2000 } as const;

export interface SupportRequest {
  name: string;
  contactDetails: string;
  message: string;
}

/** SPEC §5: every field is required. */
export const supportComplete = ({ name, contactDetails, message }: SupportRequest): boolean =>
  [name, contactDetails, message].every(hasVisibleText);
