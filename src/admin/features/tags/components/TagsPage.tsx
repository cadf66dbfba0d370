import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import type { TagDto } from '../../../../shared/tags/tag-schemas.ts';
import { Alert } from '../../../components/Alert.tsx';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { PaginatedList, type ListColumn } from '../../../components/paginated-list/PaginatedList.tsx';
import { errorsFromUnknown } from '../../../lib/api-client.ts';
import { deleteTag, tagPageFetcher } from '../api.ts';
import '../../../styles/site-admin.css';

const fetchPublic = tagPageFetcher('public');
const fetchPrivate = tagPageFetcher('private');

/**
 * Public and private tags with delete (manage-tags). Each is a paged, searchable list (SPEC 2.5),
 * so every tag can be reached however many there are.
 */
export function TagsPage() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<ApiError[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TagDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);

  const columns = useMemo<ListColumn<TagDto>[]>(
    () => [
      { id: 'name', header: t('tagsAdmin.name'), renderValue: (tag) => <span className="tag">{tag.name}</span> },
      {
        id: 'actions',
        header: <span className="visually-hidden">{t('common.actions')}</span>,
        width: '4rem',
        renderValue: (tag) => (
          <button
            type="button"
            className="icon-button icon-button--danger"
            aria-label={t('tagsAdmin.deleteTag', { name: tag.name })}
            onClick={() => setDeleting(tag)}
          >
            <Icon name="trash" size={18} />
          </button>
        ),
      },
    ],
    [t],
  );

  const list = (title: string, fetchItems: typeof fetchPublic) => (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      <PaginatedList
        label={title}
        fetchItems={fetchItems}
        columns={columns}
        rowKey={(tag) => tag.id}
        searchable
        emptyText={t('tagsAdmin.noTags')}
        reloadKey={reloadKey}
      />
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
      <div className="tags-admin">
        {list(t('tagsAdmin.publicTags'), fetchPublic)}
        {list(t('tagsAdmin.privateTags'), fetchPrivate)}
      </div>
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
              setNotice(t('tagsAdmin.deleted'));
            } catch (error) {
              setNotice(null);
              setErrors(errorsFromUnknown(error));
            } finally {
              setBusy(false);
              setDeleting(null);
              setReloadKey((key) => key + 1);
            }
          }}
        />
      )}
    </section>
  );
}
