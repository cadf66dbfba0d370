import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { TextField } from '../../../components/TextField.tsx';

/** A password field with confirm and cancel, for the changes that ask for it (new codes, turn off). */
export function PasswordConfirmForm(props: {
  intro: string;
  confirmLabel: string;
  errors: ApiError[];
  busy: boolean;
  danger?: boolean;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onConfirm(password);
  };
  return (
    <form className="form two-factor__block" onSubmit={submit} noValidate>
      <p className="form__hint">{props.intro}</p>
      <FormErrors errors={props.errors.filter((error) => error.property !== 'password')} />
      <TextField
        label={t('fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        errors={props.errors}
        required
        autoFocus
      />
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className={props.danger ? 'button button--danger' : 'button button--primary'} disabled={props.busy}>
          {props.confirmLabel}
        </button>
      </div>
    </form>
  );
}
