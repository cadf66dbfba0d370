import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface SelectPropProps<V extends string> {
  label: string;
  value: V;
  options: readonly V[];
  /** Translation key prefix of the option labels, e.g. "themes". */
  labelPrefix: string;
  onChange: (value: V) => void;
}

/** One choice from a fixed list (taxonomy enums, variants); labels are translated. */
export function SelectProp<V extends string>({ label, value, options, labelPrefix, onChange }: SelectPropProps<V>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select id={id} className="field__input" value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`${labelPrefix}.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
