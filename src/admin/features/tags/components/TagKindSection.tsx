import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import type { TagKind, TagUsageDto } from '../../../../shared/tags/tag-admin-schemas.ts';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { PaginatedList, type ListColumn } from '../../../components/paginated-list/PaginatedList.tsx';
import { errorsFromUnknown } from '../../../lib/api-client.ts';
import { createTag, tagUsageFetcher } from '../api.ts';
import { canMerge, toggleSelection } from '../tag-admin-state.ts';
import { normalizeTagName } from '../tag-list-state.ts';
import { DeleteTagDialog, MergeTagsDialog, RenameTagDialog } from './TagDialogs.tsx';

const fetchers = { public: tagUsageFetcher('public'), private: tagUsageFetcher('private') };

type Dialog = { kind: 'rename' | 'delete'; tag: TagUsageDto } | { kind: 'merge' } | null;

/**
 * The tags of one kind (public or private): a paged, searchable list (SPEC 2.5) with how many
 * pages use each tag, a field to create one, and rename, merge (tick two or more) and delete.
 */
export function TagKindSection({ kind, title, onNotice }: { kind: TagKind; title: string; onNotice: (notice: string | null) => void }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<TagUsageDto[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const [newName, setNewName] = useState('');
  const [errors, setErrors] = useState<ApiError[]>([]);
  const [busy, setBusy] = useState(false);

  const done = (notice: string) => {
    setDialog(null);
    setSelected([]);
    setReloadKey((key) => key + 1);
    onNotice(notice);
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors([]);
    try {
      const created = await createTag({ name: normalizeTagName(newName), private: kind === 'private' });
      setNewName('');
      done(t('tagsAdmin.created', { name: created.name }));
    } catch (error) {
      onNotice(null);
      setErrors(errorsFromUnknown(error));
    } finally {
      setBusy(false);
    }
  };

  const columns = useMemo<ListColumn<TagUsageDto>[]>(
    () => [
      {
        id: 'select',
        header: <span className="visually-hidden">{t('tagsAdmin.select')}</span>,
        width: '2.5rem',
        renderValue: (tag) => (
          <input
            type="checkbox"
            aria-label={t('tagsAdmin.selectTag', { name: tag.name })}
            checked={selected.some((item) => item.id === tag.id)}
            onChange={() => setSelected((current) => toggleSelection(current, tag))}
          />
        ),
      },
      { id: 'name', header: t('tagsAdmin.name'), renderValue: (tag) => <span className="tag">{tag.name}</span> },
      { id: 'usage', header: t('tagsAdmin.usage'), renderValue: (tag) => t('tagsAdmin.usedBy', { count: tag.usage }) },
      {
        id: 'actions',
        header: <span className="visually-hidden">{t('common.actions')}</span>,
        width: '6rem',
        renderValue: (tag) => (
          <>
            <button
              type="button"
              className="icon-button"
              aria-label={t('tagsAdmin.renameTag', { name: tag.name })}
              onClick={() => setDialog({ kind: 'rename', tag })}
            >
              <Icon name="edit" size={18} />
            </button>
            <button
              type="button"
              className="icon-button icon-button--danger"
              aria-label={t('tagsAdmin.deleteTag', { name: tag.name })}
              onClick={() => setDialog({ kind: 'delete', tag })}
            >
              <Icon name="trash" size={18} />
            </button>
          </>
        ),
      },
    ],
    [t, selected],
  );

  return (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      <form className="form tags-admin__create" onSubmit={create} noValidate>
        <FormErrors errors={errors} includeFieldErrors />
        <label className="field">
          <span className="field__label">{t('tagsAdmin.newTag')}</span>
          <input className="field__input" name="name" value={newName} onChange={(event) => setNewName(event.target.value)} />
        </label>
        <button type="submit" className="button button--secondary" disabled={busy || !newName.trim()}>
          {t('tagsAdmin.createTag')}
        </button>
      </form>
      <PaginatedList
        label={title}
        fetchItems={fetchers[kind]}
        columns={columns}
        rowKey={(tag) => tag.id}
        searchable
        emptyText={t('tagsAdmin.noTags')}
        reloadKey={reloadKey}
        customControls={
          <button
            type="button"
            className="button button--secondary"
            disabled={!canMerge(selected)}
            onClick={() => setDialog({ kind: 'merge' })}
          >
            {t('tagsAdmin.mergeSelected', { count: selected.length })}
          </button>
        }
      />
      {dialog?.kind === 'rename' && <RenameTagDialog tag={dialog.tag} kind={kind} onDone={done} onCancel={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && <DeleteTagDialog tag={dialog.tag} onDone={done} onCancel={() => setDialog(null)} />}
      {dialog?.kind === 'merge' && <MergeTagsDialog selected={selected} onDone={done} onCancel={() => setDialog(null)} />}
    </section>
  );
}
