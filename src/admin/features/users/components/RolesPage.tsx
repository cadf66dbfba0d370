import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import type { RoleSummary } from '../../../../shared/api-types.ts';
import { Alert } from '../../../components/Alert.tsx';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { GatedButton } from '../../../components/GatedButton.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorsFromUnknown } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../auth/auth-state.ts';
import { rolesApi } from '../api.ts';
import { roleChangeGate } from '../role-gates.ts';
import { useRoles } from './use-roles.ts';
import { RoleFormModal } from './RoleFormModal.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { RoleTwoFactorToggle } from '../../two-factor/components/RoleTwoFactorToggle.tsx';

/** The number of users that still hold a role the server refused to delete (400 V_07 with usersCount). */
export function usersCountOf(error: unknown): number | null {
  const body = (error as { body?: { usersCount?: unknown } } | null)?.body;
  return typeof body?.usersCount === 'number' && body.usersCount > 0 ? body.usersCount : null;
}

type Dialog = { kind: 'add' } | { kind: 'edit'; role: RoleSummary } | { kind: 'delete'; role: RoleSummary } | null;

/** Roles with their permissions; system roles can be neither edited nor deleted. */
export function RolesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('roles.title'));
  const { roles, loading, reload } = useRoles();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [errors, setErrors] = useState<ApiError[]>([]);
  // Two selectors: a selector returning a new object would re-render forever.
  const roleId = useAuthStore((state) => state.user?.role.id ?? null);
  const permissions = useAuthStore((state) => state.permissions);
  const actor = { roleId, permissions };
  const changeBlocked = (role: RoleSummary) => {
    const gate = roleChangeGate(actor, role);
    return gate ? t(gate.key, gate.values) : null;
  };
  /** Set when a delete was refused because users still hold the role (V_07 with usersCount). */
  const [stillAssigned, setStillAssigned] = useState<number | null>(null);

  const saved = () => {
    setDialog(null);
    setErrors([]);
    setStillAssigned(null);
    setNotice(t('roles.saved'));
    reload();
  };

  return (
    <section className="page">
      <header className="page__header">
        <div>
          <h1>{t('roles.title')}</h1>
          <p className="page__intro">{t('roles.intro')}</p>
        </div>
        <button type="button" className="button button--primary" onClick={() => setDialog({ kind: 'add' })}>
          <Icon name="plus" size={18} />
          {t('roles.addRole')}
        </button>
      </header>
      {notice && <Alert kind="success">{notice}</Alert>}
      {stillAssigned !== null ? (
        <div className="alert alert--error" role="alert">
          {t('roles.stillAssigned', { count: stillAssigned })}
        </div>
      ) : (
        <FormErrors errors={errors} includeFieldErrors />
      )}
      <div className="card card--flush">
        <div className="table-wrapper" aria-busy={loading}>
          <table className="data-table">
            <caption className="visually-hidden">{t('roles.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('roles.columnName')}</th>
                <th scope="col">{t('roles.columnPermissions')}</th>
                <th scope="col">{t('roles.columnUsers')}</th>
                <th scope="col" style={{ width: '7rem' }}>
                  <span className="visually-hidden">{t('common.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {roles.map((role) => (
                <tr key={role.id}>
                  <td data-label={t('roles.columnName')}>
                    <strong>{role.name}</strong>
                    {role.system && (
                      <>
                        <span className="badge badge--neutral badge--spaced">{t('roles.system')}</span>
                        {/* The server refuses every change to a system role (V_07), so no Edit is offered. */}
                        <div className="muted">{t('roles.systemNotEditable')}</div>
                      </>
                    )}
                    {/* Allowed on every role (own and system too) whose permissions the user holds all of. */}
                    <RoleTwoFactorToggle
                      role={role}
                      disabled={role.permissions.some((held) => !permissions.some((own) => own.name === held.name))}
                      onChanged={reload}
                    />
                  </td>
                  <td data-label={t('roles.columnPermissions')}>
                    {role.permissions.length === 0 ? (
                      <span className="muted">{t('roles.noPermissions')}</span>
                    ) : (
                      <ul className="tag-list">
                        {role.permissions.map((permission) => (
                          <li key={permission.name} className="tag">
                            {t(`permissions.${permission.name}`)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td data-label={t('roles.columnUsers')}>{role.userCount}</td>
                  <td style={{ textAlign: 'right' }}>
                    <span className="row-actions">
                      {!role.system && (
                        <>
                          <GatedButton
                            type="button"
                            className="icon-button"
                            aria-label={`${t('common.edit')} ${role.name}`}
                            title={t('common.edit')}
                            blockedReason={changeBlocked(role)}
                            onClick={() => setDialog({ kind: 'edit', role })}
                          >
                            <Icon name="edit" size={18} />
                          </GatedButton>
                          <GatedButton
                            type="button"
                            className="icon-button icon-button--danger"
                            aria-label={`${t('common.delete')} ${role.name}`}
                            title={t('common.delete')}
                            blockedReason={changeBlocked(role)}
                            onClick={() => setDialog({ kind: 'delete', role })}
                          >
                            <Icon name="trash" size={18} />
                          </GatedButton>
                        </>
                      )}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {loading && (
            <div className="table-wrapper__loading">
              <Spinner label={t('common.loading')} />
            </div>
          )}
        </div>
      </div>
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <RoleFormModal role={dialog.kind === 'edit' ? dialog.role : undefined} onClose={() => setDialog(null)} onSaved={saved} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmModal
          title={t('roles.deleteRole')}
          message={t('roles.deleteConfirm', { name: dialog.role.name })}
          confirmLabel={t('common.delete')}
          danger
          onCancel={() => setDialog(null)}
          onConfirm={async () => {
            const role = dialog.role;
            setDialog(null);
            setErrors([]);
            setStillAssigned(null);
            try {
              await rolesApi.remove(role.id);
              setNotice(t('roles.deleted'));
              reload();
            } catch (error) {
              setNotice(null);
              setErrors(errorsFromUnknown(error));
              setStillAssigned(usersCountOf(error));
            }
          }}
        />
      )}
    </section>
  );
}
