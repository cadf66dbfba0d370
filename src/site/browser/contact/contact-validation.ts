import type { ContactFormValues } from '../../../shared/site/scriptless-contact.ts';
import type { UiKey } from '../../i18n/ui-strings.ts';

/** The fields of SPEC 3 in form order, with what the island checks before sending. */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'phone', 'email', 'subject', 'message'] as const;
export type ContactFieldName = (typeof CONTACT_FIELDS)[number] | 'privacy' | 'botCheck';

export type FieldErrors = Partial<Record<ContactFieldName, UiKey>>;

const REQUIRED: readonly ContactFieldName[] = ['firstName', 'lastName', 'email', 'message', 'subject'];
// The server has the final word (zod's e-mail rule); this only catches obvious typos early.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC 5 messages for what can be checked in the browser; empty when the form may be sent. */
export function validateContact(values: ContactFormValues, botCheckDone: boolean): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of REQUIRED) if (!String(values[name as keyof ContactFormValues]).trim()) errors[name] = 'contact.fieldRequired';
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = 'contact.invalidEmail';
  if (!values.privacy) errors.privacy = 'contact.fieldRequired';
  if (!botCheckDone) errors.botCheck = 'contact.botCheckMissing';
  return errors;
}

/** The server's SPEC 8 codes per property, as the form's SPEC 5 messages. */
export function errorsFromServer(errors: readonly { code: string; property?: string }[]): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    const property = error.property?.split('.')[0] as ContactFieldName | undefined;
    if (!property) continue;
    if (property === 'botCheck') result.botCheck = 'contact.botCheckMissing';
    else if (error.code === 'V_01') result[property] = 'contact.fieldRequired';
    else if (error.code === 'V_02') result[property] = 'contact.invalidEmail';
    else if (error.code === 'V_14') result[property] = 'contact.tooLong';
    else result[property] = 'contact.invalidField';
  }
  return result;
}

/**
 * The state a contact form is rendered in after a browser without JavaScript posted it to
 * the page (the server cannot accept it: the bot check needs scripts). "refused": shown
 * again with what was typed, the field messages and a note; "sent": the honeypot caught a
 * bot, which is answered like a success.
 */
export interface ContactFormInitial {
  state: 'refused' | 'sent';
  values: Partial<Record<(typeof CONTACT_FIELDS)[number], string>>;
  privacy: boolean;
  errors: FieldErrors;
}
