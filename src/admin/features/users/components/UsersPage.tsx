import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserSummary } from '../../../../shared/api-types.ts';
import { Alert } from '../../../components/Alert.tsx';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { ResetTwoFactorButton } from '../../two-factor/components/ResetTwoFactorButton.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { PaginatedList, type ListColumn } from '../../../components/paginated-list/PaginatedList.tsx';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { clearCollectionErrors, useCollectionErrors } from '../../../lib/error-collections.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useAuthStore } from '../../auth/auth-state.ts';
import { usersApi } from '../api.ts';
import { deleteUser, useUsersStore } from '../users-state.ts';
import { UserFormModal } from './UserFormModal.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

type Dialog = { kind: 'add' } | { kind: 'edit'; user: UserSummary } | { kind: 'delete'; user: UserSummary } | null;

/** User management (SPEC 2.1 /users): the paged list with add, edit and delete. */
export function UsersPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('users.title'));
  const listVersion = useUsersStore((state) => state.listVersion);
  const currentUserId = useAuthStore((state) => state.user?.ID);
  const errors = useCollectionErrors('users-overview');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const columns = useMemo<ListColumn<UserSummary>[]>(
    () => [
      {
        id: 'name',
        header: t('users.columnName'),
        renderValue: (user) => (
          <span className="user-cell">
            <UserAvatar name={user.profile.name} image={user.profile.image} />
            <span>
              <span className="user-cell__name">
                {user.profile.name} {user.ID === currentUserId && <span className="muted">{t('users.you')}</span>}
              </span>
              {user.profile.jobTitle && <span className="user-cell__job">{user.profile.jobTitle}</span>}
            </span>
          </span>
        ),
      },
      { id: 'email', header: t('users.columnEmail'), accessor: 'email' },
      { id: 'role', header: t('users.columnRole'), accessor: 'role.name' },
      {
        id: 'status',
        header: t('users.columnStatus'),
        accessor: 'active',
        formatField: (active) => (
          <span className={active ? 'badge badge--success' : 'badge badge--warning'}>
            {active ? t('users.statusActive') : t('users.statusInvited')}
          </span>
        ),
      },
      {
        id: 'createdAt',
        header: t('users.columnCreated'),
        accessor: 'createdAt',
        formatField: (value) => formatDate(value, i18n.language),
      },
      {
        id: 'actions',
        header: <span className="visually-hidden">{t('common.actions')}</span>,
        width: '9.5rem',
        style: { textAlign: 'right' },
        renderValue: (user) => (
          <span className="row-actions">
            <button
              type="button"
              className="icon-button"
              aria-label={`${t('common.edit')} ${user.profile.name}`}
              title={t('common.edit')}
              onClick={() => setDialog({ kind: 'edit', user })}
            >
              <Icon name="edit" size={18} />
            </button>
            {user.ID !== currentUserId && (
              <ResetTwoFactorButton user={user} onReset={(name) => setNotice(t('twoFactor.resetDone', { name }))} />
            )}
            {user.ID !== currentUserId && (
              <button
                type="button"
                className="icon-button icon-button--danger"
                aria-label={`${t('common.delete')} ${user.profile.name}`}
                title={t('common.delete')}
                onClick={() => {
                  clearCollectionErrors('users-overview');
                  setDialog({ kind: 'delete', user });
                }}
              >
                <Icon name="trash" size={18} />
              </button>
            )}
          </span>
        ),
      },
    ],
    [t, i18n.language, currentUserId],
  );

  const sortOptions = [
    { value: 'name', label: t('users.columnName') },
    { value: 'email', label: t('users.columnEmail') },
    { value: 'role', label: t('users.columnRole') },
    { value: 'createdAt', label: t('users.columnCreated') },
    { value: 'lastLoginAt', label: t('users.columnLastLogin') },
  ];

  return (
    <section className="page">
      <header className="page__header">
        <div>
          <h1>{t('users.title')}</h1>
          <p className="page__intro">{t('users.intro')}</p>
        </div>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setNotice(null);
            setDialog({ kind: 'add' });
          }}
        >
          <Icon name="plus" size={18} />
          {t('users.addUser')}
        </button>
      </header>

      {notice && <Alert kind="success">{notice}</Alert>}
      {!dialog && <FormErrors errors={errors} includeFieldErrors />}

      <div className="card card--flush">
        <PaginatedList
          label={t('users.title')}
          fetchItems={usersApi.list}
          columns={columns}
          rowKey={(user) => user.ID}
          sortOptions={sortOptions}
          searchable
          reloadKey={listVersion}
        />
      </div>

      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <UserFormModal
          user={dialog.kind === 'edit' ? dialog.user : undefined}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setNotice(dialog.kind === 'add' ? t('users.created') : t('users.updated'));
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmModal
          title={t('users.deleteUser')}
          message={t('users.deleteConfirm', { name: dialog.user.profile.name, email: dialog.user.email })}
          confirmLabel={t('common.delete')}
          danger
          busy={deleting}
          onCancel={() => setDialog(null)}
          onConfirm={async () => {
            setDeleting(true);
            const deleted = await deleteUser(dialog.user.ID);
            setDeleting(false);
            setDialog(null);
            setNotice(deleted ? t('users.deleted') : null);
          }}
        />
      )}
    </section>
  );
}
