import { useTranslation } from 'react-i18next';

interface MultiSelectPropProps<V extends string> {
  label: string;
  value: readonly V[];
  options: readonly V[];
  labelPrefix: string;
  onChange: (value: V[]) => void;
}

/** Several choices from a fixed list, as a group of checkboxes (order follows the list). */
export function MultiSelectProp<V extends string>({ label, value, options, labelPrefix, onChange }: MultiSelectPropProps<V>) {
  const { t } = useTranslation();
  const selected = new Set(value);
  return (
    <fieldset className="fieldset">
      <legend className="field__label">{label}</legend>
      <div className="checkbox-grid">
        {options.map((option) => (
          <label key={option} className="checkbox">
            <input
              type="checkbox"
              checked={selected.has(option)}
              onChange={(event) => {
                const next = new Set(selected);
                if (event.target.checked) next.add(option);
                else next.delete(option);
                onChange(options.filter((candidate) => next.has(candidate)));
              }}
            />
            <span>{t(`${labelPrefix}.${option}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
