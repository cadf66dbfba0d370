import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { errorsFromUnknown } from '../../../lib/api-client.ts';
import { pagesApi } from '../api.ts';
import { RetireRedirectField, retireTarget, type RetireRedirect } from './RetireRedirectField.tsx';

/** Errors about the offered redirect stay in the dialog; anything else is the editor's to show. */
const aboutRedirect = (errors: ApiError[]) => errors.some((error) => error.property === 'redirectTo' || error.code === 'UM_01');

/**
 * "Delete page?" with, for a published page, the offer to send its address on to another page
 * (issue 16). A chosen redirect is made by the server together with the deletion.
 */
export function DeletePageDialog({
  page,
  onDeleted,
  onFailed,
  onCancel,
}: {
  page: { id: number; title: string; locale: string; url: string; published: boolean };
  onDeleted: () => void;
  onFailed: (errors: ApiError[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [offer, setOffer] = useState<RetireRedirect>({ enabled: false });
  const [errors, setErrors] = useState<ApiError[]>([]);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (offer.enabled && !offer.target) {
      setErrors([{ code: 'V_01', property: 'redirectTo' }]);
      return;
    }
    setBusy(true);
    try {
      await pagesApi.remove(page.id, retireTarget(offer));
      onDeleted();
    } catch (error) {
      const found = errorsFromUnknown(error);
      if (aboutRedirect(found)) setErrors(found);
      else onFailed(found);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmModal
      title={t('editor.deletePage')}
      message={t('editor.deleteConfirm', { title: page.title })}
      confirmLabel={t('editor.deletePage')}
      danger
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => void confirm()}
    >
      <RetireRedirectField
        page={page}
        offer={offer}
        onChange={(next) => {
          setOffer(next);
          setErrors([]);
        }}
        errors={errors}
      />
      <FormErrors errors={errors.filter((error) => error.property !== 'redirectTo')} />
    </ConfirmModal>
  );
}
