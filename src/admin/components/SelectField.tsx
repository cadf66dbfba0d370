import { useId } from 'react';
import type { ApiError } from '../../shared/errors.ts';
import { FieldErrors, errorsFor } from './FormErrors.tsx';

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  placeholder?: string;
  errors?: ApiError[];
  required?: boolean;
  disabled?: boolean;
}

export function SelectField({ label, name, value, onChange, options, placeholder, errors = [], required, disabled }: SelectFieldProps) {
  const id = useId();
  const fieldErrors = errorsFor(errors, name);
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
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={fieldErrors.length > 0 || undefined}
        aria-describedby={fieldErrors.length > 0 ? `${id}-errors` : undefined}
        className="field__input"
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors id={`${id}-errors`} errors={fieldErrors} />
    </div>
  );
}
