import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserSummary } from '../../../../shared/api-types.ts';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { clearCollectionErrors, setCollectionErrors, useCollectionErrors } from '../../../lib/error-collections.ts';
import { validateWith } from '../../../lib/validation.ts';
import { userSaveBody } from '../../../../shared/schemas/users.ts';
import { hasPermission, useAuthStore } from '../../auth/auth-state.ts';
import { createUser, updateUser } from '../users-state.ts';
import { useRoles } from './use-roles.ts';

const FORM_FIELDS = ['name', 'email', 'jobTitle', 'role'];

interface UserFormModalProps {
  /** The user to edit; absent to add (invite) a new user. */
  user?: UserSummary;
  onClose: () => void;
  onSaved: (user: UserSummary) => void;
}

/** Add or edit a user: name, email, job title and role. Adding sends an activation e-mail. */
export function UserFormModal({ user, onClose, onSaved }: UserFormModalProps) {
  const { t } = useTranslation();
  const { roles } = useRoles();
  const errors = useCollectionErrors('users-overview');
  const currentUserId = useAuthStore((state) => state.user?.ID);
  const permissions = useAuthStore((state) => state.permissions);
  const [name, setName] = useState(user?.profile.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [jobTitle, setJobTitle] = useState(user?.profile.jobTitle ?? '');
  const [role, setRole] = useState(user ? String(user.role.id) : '');
  const [busy, setBusy] = useState(false);
  const editingSelf = user !== undefined && user.ID === currentUserId;

  useEffect(() => {
    clearCollectionErrors('users-overview');
    return () => clearCollectionErrors('users-overview');
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = { email, role: Number(role) || 0, profile: { name, jobTitle } };
    if (!role) {
      // No role chosen is "required" (V_01), not the schema's "not a valid id" (V_12).
      const checked = validateWith(userSaveBody, payload);
      const others = checked.ok ? [] : checked.errors.filter((error) => error.property !== 'role');
      setCollectionErrors('users-overview', [...others, { code: 'V_01', property: 'role' }]);
      return;
    }
    setBusy(true);
    const saved = user ? await updateUser(user.ID, payload) : await createUser(payload);
    setBusy(false);
    if (saved) onSaved(saved);
  };

  // The server lets a user hand out only roles whose every permission they hold themselves
  // (UM_01 otherwise), so only those are offered; the user's current role stays visible.
  const roleOptions = roles
    .filter(
      (option) => option.id === user?.role.id || option.permissions.every((permission) => hasPermission(permissions, permission.name)),
    )
    .map((option) => ({ value: String(option.id), label: option.name }));

  const formId = user ? `user-form-${user.ID}` : 'user-form-new';
  return (
    <Modal
      title={user ? t('users.editUser') : t('users.addUser')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={formId} className="button button--primary" disabled={busy}>
            {busy ? t('common.saving') : user ? t('common.save') : t('users.addUser')}
          </button>
        </>
      }
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        {!user && <p className="form__hint">{t('users.inviteHint')}</p>}
        <FormErrors errors={errors.filter((error) => !error.property || !FORM_FIELDS.includes(error.property))} includeFieldErrors />
        <TextField label={t('fields.name')} name="name" value={name} onChange={setName} errors={errors} required autoFocus />
        <TextField label={t('fields.email')} name="email" type="email" value={email} onChange={setEmail} errors={errors} required />
        <TextField label={t('fields.jobTitle')} name="jobTitle" value={jobTitle} onChange={setJobTitle} errors={errors} />
        <SelectField
          label={t('fields.role')}
          name="role"
          value={role}
          onChange={setRole}
          placeholder={t('users.selectRole')}
          options={roleOptions}
          errors={errors}
          disabled={editingSelf}
          required
        />
      </form>
    </Modal>
  );
}
