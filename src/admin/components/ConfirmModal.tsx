import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal.tsx';

interface ConfirmModalProps {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

/** A yes/no question in a modal: title, message, confirm and cancel. */
export function ConfirmModal(props: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={props.title}
      onClose={props.onCancel}
      size="small"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={props.onCancel}>
            {props.cancelLabel ?? t('common.cancel')}
          </button>
          <button
            type="button"
            className={props.danger ? 'button button--danger' : 'button button--primary'}
            onClick={props.onConfirm}
            disabled={props.busy}
            autoFocus
          >
            {props.confirmLabel ?? t('common.confirm')}
          </button>
        </>
      }
    >
      <p className="modal__message">{props.message}</p>
      {props.children}
    </Modal>
  );
}
