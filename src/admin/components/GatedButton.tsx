import { useId, type ButtonHTMLAttributes } from 'react';

interface GatedButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Why the user may not use this button (shown on hover and read out); null or undefined: usable. */
  blockedReason?: string | null;
}

/**
 * A button that stays visible but unusable when the user lacks what the action needs. It is
 * aria-disabled rather than disabled, so it keeps focus and its reason: the title shows on
 * hover and the reason is its accessible description.
 */
export function GatedButton({ blockedReason, onClick, className, children, ...rest }: GatedButtonProps) {
  const id = useId();
  if (!blockedReason) {
    return (
      <button className={className} onClick={onClick} {...rest}>
        {children}
      </button>
    );
  }
  return (
    <>
      <button
        {...rest}
        className={className}
        aria-disabled="true"
        title={blockedReason}
        aria-describedby={`${id}-reason`}
        onClick={(event) => event.preventDefault()}
      >
        {children}
      </button>
      <span id={`${id}-reason`} className="visually-hidden">
        {blockedReason}
      </span>
    </>
  );
}
