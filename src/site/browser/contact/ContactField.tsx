import type { Translate, UiKey } from '../../i18n/ui-strings.ts';
import type { CONTACT_FIELDS } from './contact-validation.ts';

export interface FieldSpec {
  name: (typeof CONTACT_FIELDS)[number];
  label: UiKey;
  type: 'text' | 'email' | 'tel' | 'textarea';
  required: boolean;
  autoComplete?: string;
  maxLength: number;
}

/**
 * SPEC 3 fields in its numbering for 1–5 (first name, last name, phone, e-mail, message),
 * except that the subject (7) comes before the message it heads rather than after the
 * privacy agreement; 6, the privacy agreement, is the checkbox below.
 */
export const FORM_FIELDS: FieldSpec[] = [
  { name: 'firstName', label: 'contact.firstName', type: 'text', required: true, autoComplete: 'given-name', maxLength: 100 },
  { name: 'lastName', label: 'contact.lastName', type: 'text', required: true, autoComplete: 'family-name', maxLength: 100 },
  { name: 'phone', label: 'contact.phone', type: 'tel', required: false, autoComplete: 'tel', maxLength: 40 },
  { name: 'email', label: 'contact.email', type: 'email', required: true, autoComplete: 'email', maxLength: 254 },
  { name: 'subject', label: 'contact.subject', type: 'text', required: true, maxLength: 200 },
  { name: 'message', label: 'contact.message', type: 'textarea', required: true, maxLength: 5000 },
];

/** A field's message, referenced by the field's aria-describedby; nothing without an error. */
export function FieldError({ id, error, t }: { id: string; error: UiKey | undefined; t: Translate }) {
  return error ? (
    <p className="form-field__error" id={id}>
      {t(error)}
    </p>
  ) : null;
}

export interface ContactFieldProps {
  field: FieldSpec;
  /** The input's id; its message gets `${inputId}-error`. */
  inputId: string;
  error: UiKey | undefined;
  /** What a post without JavaScript had typed. */
  defaultValue: string | undefined;
  /** Typing clears the field's message. */
  onInput: () => void;
  t: Translate;
}

/** One labelled text field of the form (uncontrolled, so nothing typed before hydration is lost). */
export function ContactField({ field, inputId, error, defaultValue, onInput, t }: ContactFieldProps) {
  const errorId = `${inputId}-error`;
  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;
  return (
    <div className={`form-field form-field--${field.name}${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={inputId}>
        {t(field.label)}
        {field.required ? (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="form-field__optional">{` (${t('common.optional')})`}</span>
        )}
      </label>
      {field.type === 'textarea' ? (
        <textarea
          id={inputId}
          name={field.name}
          required={field.required}
          rows={6}
          maxLength={field.maxLength}
          defaultValue={defaultValue}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onInput={onInput}
        />
      ) : (
        <input
          id={inputId}
          name={field.name}
          type={field.type}
          required={field.required}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          defaultValue={defaultValue}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onInput={onInput}
        />
      )}
      <FieldError id={errorId} error={error} t={t} />
    </div>
  );
}
