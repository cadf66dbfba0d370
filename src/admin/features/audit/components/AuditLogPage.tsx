import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES, type AuditEntryDto } from '../../../../shared/audit/audit-schemas.ts';
import { PaginatedList, type ListColumn } from '../../../components/paginated-list/PaginatedList.tsx';
import type { ListFetcher } from '../../../components/paginated-list/use-paginated-list.ts';
import { Icon } from '../../../components/Icon.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { auditApi } from '../api.ts';
import {
  actorLabel,
  auditFiltersFromSearch,
  auditFiltersKey,
  auditFiltersToSearch,
  auditListRequest,
  auditTrailLink,
  dateRangeValid,
  EMPTY_AUDIT_FILTERS,
  isAuditObjectType,
  objectLink,
  type AuditFilters,
} from '../audit-state.ts';
import { AuditObjectIdField } from './AuditObjectIdField.tsx';
import '../audit.css';

interface UserOption {
  id: number;
  label: string;
}

/** Issue 15: the audit log (view-audit-log), on the reusable list with filters; read-only. */
export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('auditLog.title'));
  // The address holds the filters: links from elsewhere (the page editor's history) open the log narrowed.
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => auditFiltersFromSearch(searchParams), [searchParams]);
  const setFilters = useCallback((next: AuditFilters) => setSearchParams(auditFiltersToSearch(next), { replace: true }), [setSearchParams]);
  const [users, setUsers] = useState<UserOption[] | null>(null);
  const rangeValid = dateRangeValid(filters);

  // The user filter needs the user list (manage-users); without it the search box finds people by name.
  useEffect(() => {
    let current = true;
    auditApi
      .users()
      .then((answer) => {
        if (current) setUsers(answer.data.items.map((user) => ({ id: user.ID, label: `${user.profile.name} (${user.email})` })));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  const fetchEntries = useCallback<ListFetcher<AuditEntryDto>>(
    (pageIndex, pageSize, searchTerm, sortColumn, sortOrder) =>
      auditApi.list(
        auditListRequest(rangeValid ? filters : { ...filters, to: '' }, pageIndex, pageSize, searchTerm, sortColumn, sortOrder),
      ),
    [filters, rangeValid],
  );

  const objectTypeLabel = useCallback((type: string) => t(`auditLog.object_${type}`, { defaultValue: type }), [t]);

  const columns = useMemo<ListColumn<AuditEntryDto>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('auditLog.when'),
        accessor: 'createdAt',
        formatField: (value) => formatDate(value, i18n.language, true),
        width: '11rem',
      },
      {
        id: 'who',
        header: t('auditLog.who'),
        renderValue: (entry) => (
          <span className="audit-who">
            <span>{actorLabel(entry) || t('auditLog.nobody')}</span>
            {entry.userName && entry.userEmail && <span className="muted audit-who__email">{entry.userEmail}</span>}
          </span>
        ),
      },
      { id: 'action', header: t('auditLog.action'), renderValue: (entry) => <code className="audit-action">{entry.action}</code> },
      {
        id: 'object',
        header: t('auditLog.object'),
        renderValue: (entry) => {
          if (!entry.objectType) return '';
          const name = `${objectTypeLabel(entry.objectType)}${entry.objectId ? ` ${entry.objectId}` : ''}`;
          const link = objectLink(entry);
          const trail =
            // Not when the log already shows just this object.
            entry.objectId &&
            isAuditObjectType(entry.objectType) &&
            !(entry.objectId === filters.objectId && entry.objectType === filters.objectType)
              ? auditTrailLink(entry.objectType, entry.objectId)
              : null;
          return (
            <span className="audit-object">
              {link ? (
                <Link to={link} aria-label={t('auditLog.open', { object: name })}>
                  {name}
                </Link>
              ) : (
                <span>
                  {name}
                  {entry.objectExists === false && <span className="muted"> ({t('auditLog.gone')})</span>}
                </span>
              )}
              {entry.detail && <span className="muted audit-object__detail">{entry.detail}</span>}
              {trail && (
                <Link to={trail} className="audit-object__trail" aria-label={t('auditLog.trailFor', { object: name })}>
                  <Icon name="history" size={14} />
                  {t('auditLog.trail')}
                </Link>
              )}
            </span>
          );
        },
      },
      {
        id: 'origin',
        header: t('auditLog.origin'),
        renderValue: (entry) => <span title={entry.userAgent ?? undefined}>{entry.ip ?? ''}</span>,
      },
      {
        id: 'outcome',
        header: t('auditLog.outcome'),
        renderValue: (entry) =>
          entry.outcome === 'success' ? (
            <span className="audit-outcome audit-outcome--success">{t('auditLog.success')}</span>
          ) : (
            <span className="audit-outcome audit-outcome--failure">
              {entry.errorCode ? t('auditLog.failureWithCode', { code: entry.errorCode }) : t('auditLog.failure')}
            </span>
          ),
      },
    ],
    [t, i18n.language, objectTypeLabel, filters.objectId, filters.objectType],
  );

  const sortOptions = [
    { value: 'createdAt', label: t('auditLog.sortCreatedAt') },
    { value: 'action', label: t('auditLog.sortAction') },
    { value: 'userName', label: t('auditLog.sortUser') },
  ];

  const set = (name: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setFilters({ ...filters, [name]: event.target.value });
  const anyFilter = auditFiltersKey(filters) !== auditFiltersKey(EMPTY_AUDIT_FILTERS);

  const filterControls = (
    <div className="audit-filters" role="group" aria-label={t('auditLog.filtersLabel')}>
      {users && (
        <label>
          <span>{t('auditLog.user')}</span>
          <select value={filters.userId} onChange={set('userId')}>
            <option value="">{t('auditLog.anyUser')}</option>
            {users.map((user) => (
              <option key={user.id} value={String(user.id)}>
                {user.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        <span>{t('auditLog.action')}</span>
        <select value={filters.action} onChange={set('action')}>
          <option value="">{t('auditLog.anyAction')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('auditLog.objectType')}</span>
        <select value={filters.objectType} onChange={set('objectType')}>
          <option value="">{t('auditLog.anyObjectType')}</option>
          {AUDIT_OBJECT_TYPES.map((type) => (
            <option key={type} value={type}>
              {objectTypeLabel(type)}
            </option>
          ))}
        </select>
      </label>
      <AuditObjectIdField value={filters.objectId} onApply={(objectId) => setFilters({ ...filters, objectId })} />
      <label>
        <span>{t('auditLog.from')}</span>
        <input type="date" value={filters.from} onChange={set('from')} />
      </label>
      <label>
        <span>{t('auditLog.to')}</span>
        <input type="date" value={filters.to} onChange={set('to')} aria-invalid={!rangeValid} />
      </label>
      {anyFilter && (
        <button type="button" className="button button--ghost button--small" onClick={() => setFilters(EMPTY_AUDIT_FILTERS)}>
          {t('auditLog.clearFilters')}
        </button>
      )}
      {!rangeValid && (
        <p className="alert alert--error audit-filters__error" role="alert">
          {t('auditLog.badRange')}
        </p>
      )}
    </div>
  );

  return (
    <section className="page">
      <header className="page__header">
        <div>
          <h1>{t('auditLog.title')}</h1>
          <p className="page__intro">{t('auditLog.intro')}</p>
        </div>
      </header>
      <div className="card card--flush">
        <PaginatedList
          // A new filter starts the list again from its first page.
          key={auditFiltersKey(filters)}
          label={t('auditLog.title')}
          fetchItems={fetchEntries}
          columns={columns}
          rowKey={(entry) => entry.id}
          sortOptions={sortOptions}
          searchable
          filters={filterControls}
          filtered={anyFilter}
          noResultsText={t('auditLog.noEntries')}
          emptyText={t('auditLog.empty')}
        />
      </div>
    </section>
  );
}
