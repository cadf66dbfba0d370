import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/Icon.tsx';
import { TextProp } from './TextProp.tsx';

interface StringListPropProps {
  label: string;
  itemLabel: (number: number) => string;
  addLabel: string;
  removeLabel: (number: number) => string;
  value: string[];
  onChange: (value: string[]) => void;
  max: number;
  maxLength?: number;
}

/** A short list of text entries (e.g. specialties) with add and remove. */
export function StringListProp({ label, itemLabel, addLabel, removeLabel, value, onChange, max, maxLength }: StringListPropProps) {
  useTranslation();
  return (
    <fieldset className="fieldset prop-list">
      <legend className="field__label">{label}</legend>
      {value.map((entry, index) => (
        <div key={index} className="prop-list__row">
          <TextProp
            label={itemLabel(index + 1)}
            value={entry}
            maxLength={maxLength}
            onChange={(next) => onChange(value.map((old, at) => (at === index ? next : old)))}
          />
          <button
            type="button"
            className="icon-button icon-button--danger"
            aria-label={removeLabel(index + 1)}
            onClick={() => onChange(value.filter((_, at) => at !== index))}
          >
            <Icon name="trash" size={18} />
          </button>
        </div>
      ))}
      {value.length < max && (
        <button type="button" className="button button--ghost button--small" onClick={() => onChange([...value, ''])}>
          <Icon name="plus" size={16} />
          {addLabel}
        </button>
      )}
    </fieldset>
  );
}
