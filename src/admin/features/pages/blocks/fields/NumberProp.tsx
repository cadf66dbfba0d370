import { useId } from 'react';

/** A whole-number property, kept within its bounds. */
export function NumberProp({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
}) {
  const id = useId();
  return (
    <div className="field field--short">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        type="number"
        className="field__input"
        value={value}
        min={min}
        max={max}
        step={1}
        onChange={(event) => {
          const parsed = Math.round(Number(event.target.value));
          if (Number.isFinite(parsed)) onChange(Math.min(max, Math.max(min, parsed)));
        }}
      />
    </div>
  );
}
