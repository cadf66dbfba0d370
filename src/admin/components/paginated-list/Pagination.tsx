import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon.tsx';
import { paginationRange, totalPagesFor } from './pagination-range.ts';

interface PaginationProps {
  pageIndex: number;
  totalItems: number;
  pageSize: number;
  onPageChange: (pageIndex: number) => void;
}

/** Page navigation of SPEC 2.5; renders nothing for zero or one page. Shows 1-based numbers. */
export function Pagination({ pageIndex, totalItems, pageSize, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  const totalPages = totalPagesFor(totalItems, pageSize);
  const entries = paginationRange(pageIndex, totalPages);
  if (entries.length === 0) return null;

  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button
        type="button"
        className="pagination__arrow"
        onClick={() => onPageChange(pageIndex - 1)}
        disabled={pageIndex <= 0}
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
      <button
        type="button"
        className="pagination__arrow"
        onClick={() => onPageChange(pageIndex + 1)}
        disabled={pageIndex >= totalPages - 1}
        aria-label={t('pagination.next')}
      >
        <Icon name="chevronRight" size={18} />
      </button>
    </nav>
  );
}
