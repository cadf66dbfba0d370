import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageListItem } from '../../../../../shared/pages/page-dto.ts';
import type { PageListFilter } from '../../../../../shared/pages/page-list-options.ts';
import type { PageTypeId } from '../../../../../shared/pages/page-types.ts';
import type { SortOrder } from '../../../../../shared/limits.ts';
import { Icon } from '../../../../components/Icon.tsx';
import { PaginatedList, type ListColumn } from '../../../../components/paginated-list/PaginatedList.tsx';
import { formatDate } from '../../../../lib/format-date.ts';
import { publicationApi } from '../../publication/api.ts';
import { useSettingsStore, useSiteTimeZone } from '../../../settings/settings-state.ts';
import { pagesApi } from '../../api.ts';
import { PAGE_LIST_FILTERS, pageListRequest, pageStatus, type PageListFilters } from '../../list-filters.ts';

const FILTER_LABELS: Record<PageListFilter, string> = {
  all: 'pageList.filterAll',
  editor: 'pageList.filterEditor',
  concept: 'pageList.filterConcept',
  publishRequest: 'pageList.filterPublishRequest',
  scheduled: 'schedule.filterScheduled',
  translationOutOfDate: 'translationStatus.filterOutOfDate',
};

const STATUS_BADGES = { published: 'badge--success', unpublishedChanges: 'badge--warning', concept: 'badge--neutral' } as const;

/** SPEC 2.3 page overview on the reusable list: filters, locale, sort, search, status. */
export function PagesOverview({ type = '' }: { type?: PageTypeId | '' }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const locales = useSettingsStore((state) => state.settings?.availableLocales ?? []);
  const [filters, setFilters] = useState<PageListFilters>({ filter: 'all', locale: '', type });
  const [openRequests, setOpenRequests] = useState(0);
  const current = { ...filters, type };

  // SPEC 2.3: the count of outstanding publication requests (GET fetch-request), refreshed
  // whenever the list is reloaded for another filter (and on every visit).
  useEffect(() => {
    let active = true;
    // Only the count is shown: one item is the smallest page the call answers.
    publicationApi
      .pending({ pageSize: 1, ...(type ? { type } : {}) })
      .then((answer) => active && setOpenRequests(answer.data.totalItems))
      .catch(() => active && setOpenRequests(0));
    return () => {
      active = false;
    };
  }, [type, filters.filter]);

  const fetchPages = useCallback(
    (pageIndex: number, pageSize: number, searchTerm: string, sortColumn: string, sortOrder: SortOrder) =>
      pagesApi.list(pageListRequest({ ...filters, type }, pageIndex, pageSize, searchTerm, sortColumn, sortOrder)),
    [filters, type],
  );

  const timeZone = useSiteTimeZone();
  const columns = useMemo<ListColumn<PageListItem>[]>(() => {
    const scheduledDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short', timeZone });
    return [
      {
        id: 'title',
        header: t('pageList.columnTitle'),
        renderValue: (item) => (
          <span className="page-cell">
            <a
              href={`/cmsadmin/page/${item.id}`}
              className="page-cell__title"
              onClick={(event) => {
                event.preventDefault();
                event.stopPropagation();
                navigate(`/page/${item.id}`);
              }}
            >
              {item.title}
            </a>
            <span className="page-cell__slug">{item.url}</span>
          </span>
        ),
      },
      { id: 'type', header: t('pageList.columnType'), accessor: 'type', formatField: (value) => t(`pageTypes.${String(value)}`) },
      {
        id: 'locale',
        header: t('pageList.columnLocale'),
        accessor: 'locale',
        formatField: (value) => t(`locales.${String(value)}`, { defaultValue: String(value) }),
      },
      {
        id: 'status',
        header: t('pageList.columnStatus'),
        renderValue: (item) => {
          const status = pageStatus(item);
          return (
            <span className="status-cell">
              <span className={`badge ${STATUS_BADGES[status]}`}>{t(`pageStatus.${status}`)}</span>
              {item.hasPublicationRequest && <span className="badge badge--info">{t('pageStatus.publicationRequested')}</span>}
              {item.scheduledPublishAt && (
                <span className="badge badge--info">
                  {t('schedule.badgePublish', { date: scheduledDate.format(new Date(item.scheduledPublishAt)) })}
                </span>
              )}
              {item.scheduledUnpublishAt && (
                <span className="badge badge--neutral">
                  {t('schedule.badgeUnpublish', { date: scheduledDate.format(new Date(item.scheduledUnpublishAt)) })}
                </span>
              )}
            </span>
          );
        },
      },
      {
        id: 'updatedAt',
        header: t('pageList.columnUpdated'),
        renderValue: (item) => (
          <span className="date-cell">
            {formatDate(item.updatedAt, i18n.language, true)}
            {item.updatedBy && <span className="muted">{item.updatedBy}</span>}
          </span>
        ),
      },
      {
        id: 'check',
        header: <span className="visually-hidden">{t('pageList.checkPage')}</span>,
        style: { textAlign: 'right' },
        renderValue: (item) => (
          <a
            href={item.url}
            target="_blank"
            rel="noreferrer"
            className="button button--ghost button--small"
            aria-label={t('pageList.checkPageLabel', { title: item.title })}
            onClick={(event) => event.stopPropagation()}
          >
            {t('pageList.checkPage')}
            <Icon name="external" size={14} />
          </a>
        ),
      },
    ];
  }, [t, i18n.language, navigate, timeZone]);

  const sortOptions = [
    { value: 'updatedAt', label: t('pageList.columnUpdated') },
    { value: 'createdAt', label: t('pageList.columnCreated') },
    { value: 'title', label: t('pageList.columnTitle') },
  ];

  const filterControls = (
    <>
      <div className="segmented" role="group" aria-label={t('pageList.filterLabel')}>
        {PAGE_LIST_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className={filters.filter === filter ? 'segmented__option is-active' : 'segmented__option'}
            aria-pressed={filters.filter === filter}
            onClick={() => setFilters({ ...filters, filter })}
          >
            {t(FILTER_LABELS[filter])}
            {filter === 'publishRequest' && <span className="segmented__count">{openRequests}</span>}
          </button>
        ))}
      </div>
      <label className="list-filters__locale">
        <span>{t('pageList.localeFilter')}</span>
        <select value={filters.locale} onChange={(event) => setFilters({ ...filters, locale: event.target.value })}>
          <option value="">{t('pageList.allLocales')}</option>
          {locales.map((locale) => (
            <option key={locale} value={locale}>
              {t(`locales.${locale}`, { defaultValue: locale })}
            </option>
          ))}
        </select>
      </label>
    </>
  );

  return (
    <div className="pages-overview">
      <p className="pages-overview__requests muted" aria-live="polite">
        {t('pageList.openRequests', { count: openRequests })}
      </p>
      <div className="card card--flush">
        <PaginatedList
          label={t('pageList.label')}
          fetchItems={fetchPages}
          columns={columns}
          rowKey={(item) => item.id}
          sortOptions={sortOptions}
          searchable
          filters={filterControls}
          reloadKey={`${current.filter}|${current.locale}|${current.type}`}
          onRowClick={(item) => navigate(`/page/${item.id}`)}
          emptyText={t('pageList.noPages')}
          moreThanText={(count) => t('pageList.moreThan', { count })}
          filtered={current.filter !== 'all' || current.locale !== ''}
        />
      </div>
    </div>
  );
}
