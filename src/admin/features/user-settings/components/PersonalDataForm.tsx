import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../shared/api-types.ts';
import { Alert } from '../../../components/Alert.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { clearCollectionErrors, useCollectionErrors } from '../../../lib/error-collections.ts';
import { saveUser } from '../../users/users-state.ts';
import { emailChanges } from '../sessions-state.ts';
import { reloadCurrentUser } from '../user-settings-actions.ts';
import { ProfileImageField, type ImageSelection } from './ProfileImageField.tsx';

const FORM_FIELDS = ['name', 'email', 'jobTitle', 'currentPassword'];

/** Name, e-mail, job title and profile image, saved together (SPEC 4 "Saving a user"). */
export function PersonalDataForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const errors = useCollectionErrors('user-settings');
  const imageErrors = useCollectionErrors('user-profile-image');
  const [name, setName] = useState(user.profile.name);
  const [email, setEmail] = useState(user.email);
  const [jobTitle, setJobTitle] = useState(user.profile.jobTitle);
  // Asked only while the address differs from the saved one (the server requires it then).
  const [currentPassword, setCurrentPassword] = useState('');
  const changingEmail = emailChanges(user.email, email);
  const [image, setImage] = useState<ImageSelection>({ file: null, remove: false, invalid: null });
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(
    () => () => {
      clearCollectionErrors('user-settings');
      clearCollectionErrors('user-profile-image');
    },
    [],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (image.invalid) return;
    setBusy(true);
    const payload = {
      email,
      role: user.role.id,
      profile: { name, jobTitle },
      language: user.language,
      ...(changingEmail ? { currentPassword } : {}),
    };
    const result = await saveUser(user.ID, payload, { remove: image.remove, file: image.file });
    setBusy(false);
    if (!result) return;
    setImage({ file: null, remove: false, invalid: null });
    setCurrentPassword('');
    setSaved(true);
    await reloadCurrentUser();
  };

  return (
    <section className="card settings-section" aria-labelledby="personal-data-title">
      <h2 id="personal-data-title">{t('userSettings.personalData')}</h2>
      {saved && imageErrors.length === 0 && <Alert kind="success">{t('userSettings.personalSaved')}</Alert>}
      <form className="form" onSubmit={submit} noValidate>
        <FormErrors errors={errors.filter((error) => !error.property || !FORM_FIELDS.includes(error.property))} includeFieldErrors />
        <ProfileImageField name={name} currentImage={user.profile.image} selection={image} onChange={setImage} serverErrors={imageErrors} />
        <div className="form-grid">
          <TextField label={t('fields.name')} name="name" value={name} onChange={setName} errors={errors} autoComplete="name" required />
          <TextField label={t('fields.jobTitle')} name="jobTitle" value={jobTitle} onChange={setJobTitle} errors={errors} />
        </div>
        <TextField
          label={t('fields.email')}
          name="email"
          type="email"
          value={email}
          onChange={setEmail}
          errors={errors}
          autoComplete="email"
          required
        />
        {changingEmail && (
          <TextField
            label={t('fields.currentPassword')}
            name="currentPassword"
            type="password"
            value={currentPassword}
            onChange={setCurrentPassword}
            errors={errors}
            autoComplete="current-password"
            hint={t('sessions.emailPasswordHint')}
            required
          />
        )}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('common.saving') : t('common.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
