import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageUrl } from '../../../../../shared/pages/page-url.ts';
import { PaginatedList, type ListColumn } from '../../../../components/paginated-list/PaginatedList.tsx';
import { useDocumentTitle } from '../../../../components/use-document-title.ts';
import { useSettingsStore, useSiteTimeZone } from '../../../settings/settings-state.ts';
import { fetchUpcomingSchedules, type UpcomingScheduleItem } from '../api.ts';
import '../schedule.css';

const PARTS = ['', 'publish', 'unpublish'] as const;
type PartFilter = (typeof PARTS)[number];

/**
 * Upcoming publications and unpublications (issue 16): every page's waiting schedule parts,
 * soonest first, in the site's time zone, with a warning where the concept changed after the
 * publication was scheduled (the scheduler will skip it).
 */
export function UpcomingSchedulesPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('schedule.upcomingTitle'));
  const navigate = useNavigate();
  const timeZone = useSiteTimeZone();
  const defaultLocale = useSettingsStore((state) => state.settings?.defaultLocale ?? 'nl-nl');
  const [part, setPart] = useState<PartFilter>('');
  const fetchItems = useMemo(() => fetchUpcomingSchedules(part), [part]);

  const columns = useMemo<ListColumn<UpcomingScheduleItem>[]>(() => {
    const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    return [
      {
        id: 'at',
        header: t('schedule.columnWhen'),
        width: '13rem',
        renderValue: (item) => <time dateTime={item.at}>{when.format(new Date(item.at))}</time>,
      },
      {
        id: 'part',
        header: t('schedule.columnWhat'),
        width: '11rem',
        renderValue: (item) => (
          <span className={`badge ${item.part === 'publish' ? 'badge--success' : 'badge--warning'}`}>
            {t(item.part === 'publish' ? 'schedule.goesLive' : 'schedule.goesOffline')}
          </span>
        ),
      },
      {
        id: 'title',
        header: t('pageList.columnTitle'),
        renderValue: (item) => (
          <span className="page-cell">
            <span className="page-cell__title">{item.title}</span>
            <span className="page-cell__slug">{pageUrl(item.slug, item.locale, defaultLocale)}</span>
            {item.outdated && <span className="schedule-outdated">{t('schedule.outdatedShort')}</span>}
          </span>
        ),
      },
      {
        id: 'createdBy',
        header: t('schedule.columnBy'),
        width: '12rem',
        renderValue: (item) => item.createdBy.name ?? <span className="muted">{t('schedule.unknownPerson')}</span>,
      },
    ];
  }, [t, i18n.language, timeZone, defaultLocale]);

  const filters = (
    <div className="segmented" role="group" aria-label={t('schedule.columnWhat')}>
      {PARTS.map((option) => (
        <button
          key={option || 'all'}
          type="button"
          className={part === option ? 'segmented__option is-active' : 'segmented__option'}
          aria-pressed={part === option}
          onClick={() => setPart(option)}
        >
          {t(option === '' ? 'pageList.filterAll' : option === 'publish' ? 'schedule.goesLive' : 'schedule.goesOffline')}
        </button>
      ))}
    </div>
  );

  return (
    <section className="page">
      <header className="page__header">
        <div>
          <h1>{t('schedule.upcomingTitle')}</h1>
          <p className="page__intro">{t('schedule.upcomingIntro', { zone: timeZone })}</p>
        </div>
      </header>
      <div className="card card--flush">
        <PaginatedList
          label={t('schedule.upcomingTitle')}
          fetchItems={fetchItems}
          columns={columns}
          rowKey={(item) => `${item.scheduleID}-${item.part}`}
          searchable
          filters={filters}
          reloadKey={part}
          filtered={part !== ''}
          onRowClick={(item) => navigate(`/page/${item.pageID}`)}
          emptyText={t('schedule.upcomingEmpty')}
        />
      </div>
    </section>
  );
}
