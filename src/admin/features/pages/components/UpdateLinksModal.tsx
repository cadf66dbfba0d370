import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal.tsx';

/** Asked before a slug change: should links pointing at the old URL follow? */
/** `from` and `to` are public addresses (with the /{locale} prefix where the site uses one). */
export function UpdateLinksModal({
  from,
  to,
  onAnswer,
  onCancel,
}: {
  from: string;
  to: string;
  onAnswer: (updateLinks: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('editor.updateLinksTitle')}
      onClose={onCancel}
      size="small"
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => onAnswer(false)}>
            {t('editor.keepLinks')}
          </button>
          <button type="button" className="button button--primary" onClick={() => onAnswer(true)} autoFocus>
            {t('editor.updateLinks')}
          </button>
        </>
      }
    >
      <p className="modal__message">{t('editor.updateLinksMessage', { from, to })}</p>
    </Modal>
  );
}
