import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MediaFileDto, PageUsingFile } from '../../../../shared/media/media-dto.ts';
import { Modal } from '../../../components/Modal.tsx';
import { PaginatedList, type ListColumn } from '../../../components/paginated-list/PaginatedList.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { mediaApi } from '../api.ts';

/** "Where used": the pages using a file, on the reusable paged, searchable, sortable list. */
export function WhereUsedModal({ file, onClose }: { file: MediaFileDto; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const fetchPages = useCallback(
    (pageIndex: number, pageSize: number, searchTerm: string, sortColumn: string, sortOrder: 'asc' | 'desc') =>
      mediaApi.listPagesByFile(file.id, pageIndex, pageSize, searchTerm, sortColumn || 'updatedAt', sortOrder),
    [file.id],
  );
  const columns = useMemo<ListColumn<PageUsingFile>[]>(
    () => [
      {
        id: 'title',
        header: t('media.columnPageTitle'),
        renderValue: (page) => (
          <a
            href={`/cmsadmin/page/${page.id}`}
            title={t('media.openEditor')}
            onClick={(event) => {
              event.preventDefault();
              onClose();
              navigate(`/page/${page.id}`);
            }}
          >
            {page.title}
          </a>
        ),
      },
      // The public address, as the site has it (the default locale without a /{locale} prefix).
      { id: 'slug', header: t('media.columnSlug'), accessor: 'url' },
      {
        id: 'locale',
        header: t('media.columnLocale'),
        accessor: 'locale',
        formatField: (value) => t(`locales.${String(value)}`, { defaultValue: String(value) }),
      },
      {
        id: 'updatedAt',
        header: t('media.columnUpdated'),
        accessor: 'updatedAt',
        formatField: (value) => formatDate(value, i18n.language),
      },
    ],
    [t, i18n.language, navigate, onClose],
  );
  const sortOptions = [
    { value: 'title', label: t('media.columnPageTitle') },
    { value: 'slug', label: t('media.columnSlug') },
    { value: 'locale', label: t('media.columnLocale') },
    { value: 'updatedAt', label: t('media.columnUpdated') },
  ];
  return (
    <Modal title={t('media.whereUsedTitle', { name: file.fileName })} onClose={onClose} size="large">
      <PaginatedList
        label={t('media.whereUsedTitle', { name: file.fileName })}
        fetchItems={fetchPages}
        columns={columns}
        rowKey={(page) => page.id}
        pageSize={10}
        sortOptions={sortOptions}
        searchable
        noResultsText={t('media.notUsed')}
      />
    </Modal>
  );
}
