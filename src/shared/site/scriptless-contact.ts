import type { ApiError } from '../errors.ts';

/** The typed fields of the contact form, as a browser posts them (strings, the box ticked or not). */
export interface ContactFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
  privacy: boolean;
}

/** The server's verdict on a contact form posted without JavaScript (nothing is ever stored from it). */
export interface ScriptlessContactCheck {
  /** "ignored": the honeypot was filled in (answered like a success, nothing kept). */
  outcome: 'refused' | 'ignored';
  /** What the visitor typed, cut to the field limits, to show the form again with it. */
  values: ContactFormValues;
  /** SPEC 8 codes per property; always includes the bot check when refused. */
  errors: ApiError[];
}
