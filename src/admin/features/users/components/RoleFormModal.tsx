import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import type { RoleSummary } from '../../../../shared/api-types.ts';
import type { PermissionName } from '../../../../shared/permissions.ts';
import { roleSaveBody } from '../../../../shared/schemas/users.ts';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { errorsFromUnknown } from '../../../lib/api-client.ts';
import { validateWith } from '../../../lib/validation.ts';
import { useAuthStore } from '../../auth/auth-state.ts';
import { rolesApi } from '../api.ts';
import { grantGate } from '../role-gates.ts';

interface RoleFormModalProps {
  role?: RoleSummary;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a role: a name and a checkbox per permission. */
export function RoleFormModal({ role, onClose, onSaved }: RoleFormModalProps) {
  const { t } = useTranslation();
  const [available, setAvailable] = useState<PermissionName[]>([]);
  const [name, setName] = useState(role?.name ?? '');
  const [selected, setSelected] = useState<Set<PermissionName>>(() => new Set(role?.permissions.map((p) => p.name) ?? []));
  const [requireTwoFactor, setRequireTwoFactor] = useState(role?.requireTwoFactor ?? false);
  const [errors, setErrors] = useState<ApiError[]>([]);
  const [busy, setBusy] = useState(false);
  const permissions = useAuthStore((state) => state.permissions);

  useEffect(() => {
    rolesApi
      .permissions()
      .then((answer) => setAvailable(answer.data.items))
      .catch((error: unknown) => setErrors(errorsFromUnknown(error)));
  }, []);

  const toggle = (permission: PermissionName, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(permission);
    else next.delete(permission);
    setSelected(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(roleSaveBody, { name, permissions: [...selected], requireTwoFactor });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      if (role) await rolesApi.update(role.id, checked.data);
      else await rolesApi.create(checked.data);
      onSaved();
    } catch (error) {
      setErrors(errorsFromUnknown(error));
      setBusy(false);
    }
  };

  const formId = role ? `role-form-${role.id}` : 'role-form-new';
  return (
    <Modal
      title={role ? t('roles.editRole') : t('roles.addRole')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={formId} className="button button--primary" disabled={busy}>
            {busy ? t('common.saving') : t('common.save')}
          </button>
        </>
      }
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        <FormErrors errors={errors.filter((error) => error.property !== 'name')} includeFieldErrors />
        <TextField label={t('fields.name')} name="name" value={name} onChange={setName} errors={errors} required autoFocus />
        <fieldset className="fieldset">
          <legend className="field__label">{t('fields.permissions')}</legend>
          <div className="checkbox-grid">
            {available.map((permission) => {
              // Only permissions the user holds can be granted (the server refuses others with UM_01).
              const gate = grantGate({ roleId: null, permissions }, permission);
              const reason = gate ? t(gate.key, gate.values) : undefined;
              return (
                <label key={permission} className="checkbox" title={reason}>
                  <input
                    type="checkbox"
                    checked={selected.has(permission)}
                    disabled={gate !== null && !selected.has(permission)}
                    aria-description={reason}
                    onChange={(event) => toggle(permission, event.target.checked)}
                  />
                  <span>
                    {t(`permissions.${permission}`)}
                    <code className="checkbox__code">{permission}</code>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <label className="checkbox">
          <input type="checkbox" checked={requireTwoFactor} onChange={(event) => setRequireTwoFactor(event.target.checked)} />
          <span>{t('twoFactor.requireForRole')}</span>
        </label>
      </form>
    </Modal>
  );
}
