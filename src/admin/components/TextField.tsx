import { useId, type InputHTMLAttributes } from 'react';
import type { ApiError } from '../../shared/errors.ts';
import { FieldErrors, errorsFor } from './FormErrors.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name'> {
  label: string;
  /** The property name errors refer to (e.g. "email"). */
  name: string;
  value: string;
  onChange: (value: string) => void;
  errors?: ApiError[];
  hint?: string;
}

/** A labelled input that shows the errors for its property underneath. */
export function TextField({ label, name, value, onChange, errors = [], hint, required, ...inputProps }: TextFieldProps) {
  const id = useId();
  const fieldErrors = errorsFor(errors, name);
  const describedBy = [hint ? `${id}-hint` : '', fieldErrors.length > 0 ? `${id}-errors` : ''].filter(Boolean).join(' ');
  return (
    <div className={fieldErrors.length > 0 ? 'field has-error' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        {...inputProps}
        id={id}
        name={name}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={fieldErrors.length > 0 || undefined}
        aria-describedby={describedBy || undefined}
        className="field__input"
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <FieldErrors id={`${id}-errors`} errors={fieldErrors} />
    </div>
  );
}
