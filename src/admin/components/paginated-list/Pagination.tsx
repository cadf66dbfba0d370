import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon.tsx';
import { pagerView } from './pagination-range.ts';

interface PaginationProps {
  pageIndex: number;
  totalItems: number;
  /** totalItems is a lower bound: the last page is unknown. */
  totalIsEstimate?: boolean;
  pageSize: number;
  onPageChange: (pageIndex: number) => void;
}

/** Page navigation of SPEC 2.5; renders nothing for zero or one page. Shows 1-based numbers. */
export function Pagination({ pageIndex, totalItems, totalIsEstimate, pageSize, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  const { entries, hasPrevious, hasNext, moreThanPages } = pagerView(pageIndex, totalItems, pageSize, totalIsEstimate);
  if (entries.length === 0) return null;

  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button
        type="button"
        className="pagination__arrow"
        onClick={() => onPageChange(pageIndex - 1)}
        disabled={!hasPrevious}
        aria-label={t('pagination.previous')}
      >
        <Icon name="chevronLeft" size={18} />
      </button>
      <ul className="pagination__pages">
        {entries.map((entry) =>
          entry.type === 'ellipsis' ? (
            <li key={entry.key} className="pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry.index}>
              <button
                type="button"
                className={entry.index === pageIndex ? 'pagination__page is-current' : 'pagination__page'}
                aria-current={entry.index === pageIndex ? 'page' : undefined}
                aria-label={t(entry.index === pageIndex ? 'pagination.currentPage' : 'pagination.page', { page: entry.index + 1 })}
                onClick={() => onPageChange(entry.index)}
              >
                {entry.index + 1}
              </button>
            </li>
          ),
        )}
      </ul>
      {moreThanPages !== null && (
        <span className="pagination__status">{t('pagination.pageOfMore', { page: pageIndex + 1, count: moreThanPages })}</span>
      )}
      <button
        type="button"
        className="pagination__arrow"
        onClick={() => onPageChange(pageIndex + 1)}
        disabled={!hasNext}
        aria-label={t('pagination.next')}
      >
        <Icon name="chevronRight" size={18} />
      </button>
    </nav>
  );
}
