import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../../shared/errors.ts';
import { ConfirmModal } from '../../../../components/ConfirmModal.tsx';
import { useCollectionErrors } from '../../../../lib/error-collections.ts';
import { RetireRedirectField, retireTarget, type RetireRedirect } from '../../components/RetireRedirectField.tsx';
import { publicationActions } from '../publication-actions.ts';
import { PUBLICATION_ERRORS } from '../publication-slice.ts';

/**
 * "Unpublish page?" with the offer to send the address on to another published page (issue 16).
 * A refused redirect keeps the dialog open with the error at the page field; other failures are
 * the editor's message, as before.
 */
export function UnpublishDialog({
  page,
  unsaved,
  busy,
  onClose,
}: {
  page: { id: number; title: string; locale: string; url: string; published: boolean };
  unsaved: boolean;
  busy: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [offer, setOffer] = useState<RetireRedirect>({ enabled: false });
  const [missing, setMissing] = useState<ApiError[]>([]);
  const serverErrors = useCollectionErrors(PUBLICATION_ERRORS).filter((error) => error.property === 'redirectTo' || error.code === 'UM_01');

  const confirm = async () => {
    if (offer.enabled && !offer.target) {
      setMissing([{ code: 'V_01', property: 'redirectTo' }]);
      return;
    }
    const done = await publicationActions.unpublish(retireTarget(offer));
    if (done || !offer.enabled) onClose();
  };

  return (
    <ConfirmModal
      title={t('publication.unpublishTitle')}
      message={t('publication.unpublishConfirm', { title: page.title })}
      confirmLabel={t('publication.unpublish')}
      danger
      busy={busy}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      {unsaved && <p className="publication-note">{t('publication.unsavedNote')}</p>}
      <RetireRedirectField
        page={page}
        offer={offer}
        onChange={(next) => {
          setOffer(next);
          setMissing([]);
        }}
        errors={[...missing, ...(offer.enabled ? serverErrors : [])]}
      />
    </ConfirmModal>
  );
}
