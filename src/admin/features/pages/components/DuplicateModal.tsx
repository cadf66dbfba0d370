import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import type { PageDto } from '../../../../shared/pages/page-dto.ts';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { errorsFromUnknown } from '../../../lib/api-client.ts';
import { useSettingsStore } from '../../settings/settings-state.ts';
import { pagesApi } from '../api.ts';
import { NewPageFields, type NewPageValues } from './new-page/NewPageFields.tsx';
import { asLocaleCode } from '../locale-options.ts';

/** Duplicate page: locale, title and slug of the copy; the copy opens afterwards. */
export function DuplicateModal({ page, onClose }: { page: PageDto; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locales = useSettingsStore((state) => state.settings?.availableLocales ?? [page.locale]);
  const [values, setValues] = useState<NewPageValues | null>(null);
  const [errors, setErrors] = useState<ApiError[]>([]);
  const [busy, setBusy] = useState(false);
  const onValues = useCallback((next: NewPageValues) => setValues(next), []);
  const ordered = [page.locale, ...locales.filter((locale) => locale !== page.locale)];

  const submit = async () => {
    if (!values) return;
    setBusy(true);
    try {
      const created = await pagesApi.duplicate({
        pageID: page.id,
        locale: asLocaleCode(values.locale),
        title: values.title,
        slug: values.slug,
      });
      onClose();
      navigate(`/page/${created.pageID}`);
    } catch (error) {
      setErrors(errorsFromUnknown(error));
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('editor.duplicateTitle')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy || values?.availability === 'taken'}
            onClick={() => void submit()}
          >
            {t('editor.duplicate')}
          </button>
        </>
      }
    >
      <p className="muted">{t('editor.duplicateIntro')}</p>
      <FormErrors errors={errors} />
      <NewPageFields type={page.type} locales={ordered} initialTitle={page.pageVersion.title} errors={errors} onChange={onValues} />
    </Modal>
  );
}
