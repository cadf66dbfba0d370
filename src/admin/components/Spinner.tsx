/** An accessible loading indicator: the label is announced, the circle is decoration. */
export function Spinner({ label, inline = false }: { label: string; inline?: boolean }) {
  return (
    <span className={inline ? 'spinner spinner--inline' : 'spinner'} role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className={inline ? 'visually-hidden' : 'spinner__label'}>{label}</span>
    </span>
  );
}

export function FullPageLoader({ label }: { label: string }) {
  return (
    <div className="full-page-loader">
      <Spinner label={label} />
    </div>
  );
}
