import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/errors.ts';
import type { TagDto } from '../../../shared/tags/tag-schemas.ts';
import { Alert } from '../../components/Alert.tsx';
import { ConfirmModal } from '../../components/ConfirmModal.tsx';
import { FormErrors } from '../../components/FormErrors.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { errorsFromUnknown } from '../../lib/api-client.ts';
import { deleteTag, fetchTags } from './tags-api.ts';
import '../../styles/site-admin.css';

/** Public and private tags with delete (manage-tags). */
export function TagsPage() {
  const { t } = useTranslation();
  const [lists, setLists] = useState<{ public: TagDto[]; private: TagDto[] } | null>(null);
  const [errors, setErrors] = useState<ApiError[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TagDto | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const [publicTags, privateTags] = await Promise.all([fetchTags('public'), fetchTags('private')]);
      setLists({ public: publicTags, private: privateTags });
    } catch (error) {
      setErrors(errorsFromUnknown(error));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const list = (title: string, tags: TagDto[]) => (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      {tags.length === 0 ? (
        <p className="muted">{t('tagsAdmin.noTags')}</p>
      ) : (
        <ul className="tags-admin__list">
          {tags.map((tag) => (
            <li key={tag.id}>
              <span className="tag">{tag.name}</span>
              <button type="button" className="icon-button icon-button--danger" aria-label={t('tagsAdmin.deleteTag', { name: tag.name })} onClick={() => setDeleting(tag)}>
                <Icon name="trash" size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <section className="page">
      <header className="page__header">
        <div>
          <h1>{t('tagsAdmin.title')}</h1>
          <p className="page__intro">{t('tagsAdmin.intro')}</p>
        </div>
      </header>
      {notice && <Alert kind="success">{notice}</Alert>}
      <FormErrors errors={errors} includeFieldErrors />
      {!lists && errors.length === 0 && <Spinner label={t('common.loading')} />}
      {lists && (
        <div className="tags-admin">
          {list(t('tagsAdmin.publicTags'), lists.public)}
          {list(t('tagsAdmin.privateTags'), lists.private)}
        </div>
      )}
      {deleting && (
        <ConfirmModal
          title={t('tagsAdmin.deleteTitle')}
          message={t('tagsAdmin.deleteConfirm', { name: deleting.name })}
          confirmLabel={t('common.delete')}
          danger
          busy={busy}
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            setBusy(true);
            setErrors([]);
            try {
              await deleteTag(deleting.id);
              await load();
              setNotice(t('tagsAdmin.deleted'));
            } catch (error) {
              setNotice(null);
              setErrors(errorsFromUnknown(error));
            } finally {
              setBusy(false);
              setDeleting(null);
            }
          }}
        />
      )}
    </section>
  );
}
