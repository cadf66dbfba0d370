import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondsUntil } from '../lib/inactivity-timer.ts';

/** The countdown is redrawn this often; more often than once a second so it never skips a number. */
const TICK_MS = 250;

/**
 * "Are you still there?": shown a minute before the inactivity logout, counting down to
 * `deadline`. Any activity closes it (the SessionKeeper's timer hears it); the button is the
 * explicit way, and the one keyboard and screen reader users get focus on.
 */
export function InactivityWarning({ deadline, onStay }: { deadline: number; onStay: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();
  const [now, setNow] = useState(() => Date.now());
  const onStayRef = useRef(onStay);
  onStayRef.current = onStay;

  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(tick);
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal?.();
    // Escape means "I am here" as much as the button does.
    const handleCancel = (event: Event) => {
      event.preventDefault();
      onStayRef.current();
    };
    element.addEventListener('cancel', handleCancel);
    return () => {
      element.removeEventListener('cancel', handleCancel);
      if (element.open) element.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      className="modal modal--small"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      data-testid="inactivity-warning"
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {t('auth.inactivityWarningTitle')}
        </h2>
      </div>
      <div className="modal__body">
        <p id={messageId} className="modal__message">
          {t('auth.inactivityWarningMessage', { count: secondsUntil(deadline, now) })}
        </p>
      </div>
      <div className="modal__footer">
        <button type="button" className="button button--primary" onClick={onStay} autoFocus>
          {t('auth.staySignedIn')}
        </button>
      </div>
    </dialog>
  );
}
