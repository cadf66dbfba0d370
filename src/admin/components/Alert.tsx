import type { ReactNode } from 'react';

/** A status message. Success and info are announced politely; errors use FormErrors. */
export function Alert({ kind, children }: { kind: 'success' | 'info' | 'warning'; children: ReactNode }) {
  return (
    <div className={`alert alert--${kind}`} role="status">
      {children}
    </div>
  );
}
