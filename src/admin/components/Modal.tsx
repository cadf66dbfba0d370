import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
}

/**
 * A modal on the native <dialog> element: showModal() gives focus trapping, Escape
 * handling and an inert background without extra code. Mount it to open it.
 */
export function Modal({ title, onClose, children, footer, size = 'medium' }: ModalProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!element.open) element.showModal();
    const handleCancel = (event: Event) => {
      // Escape: let React decide (the parent unmounts us) instead of closing natively.
      event.preventDefault();
      onCloseRef.current();
    };
    element.addEventListener('cancel', handleCancel);
    return () => {
      element.removeEventListener('cancel', handleCancel);
      if (element.open) element.close();
      // Return focus to what opened the dialog, as keyboard users expect.
      opener?.focus?.();
    };
  }, []);

  return (
    <dialog ref={dialog} className={`modal modal--${size}`} aria-labelledby={titleId}>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')}>
          <Icon name="close" />
        </button>
      </div>
      <div className="modal__body">{children}</div>
      {footer && <div className="modal__footer">{footer}</div>}
    </dialog>
  );
}
