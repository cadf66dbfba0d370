import { useTranslation } from 'react-i18next';
import { FieldErrors } from '../../../components/FormErrors.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { errorsAt, type PathError } from '../path-errors.ts';
import { OFFICE_ROLES, type Office, type OfficeForm } from '../site-settings-state.ts';

interface OfficeFieldsetProps {
  office: OfficeForm;
  index: number;
  /** All the form's errors; the office shows those under offices.{index}. */
  errors: PathError[];
  onChange: (patch: Partial<OfficeForm>) => void;
  onRemove: () => void;
}

/** One office of the company: city, role, id, phone, coordinates and address. */
export function OfficeFieldset({ office, index, errors, onChange, onRemove }: OfficeFieldsetProps) {
  const { t } = useTranslation();
  const at = (field: string) => errorsAt(errors, `offices.${index}.${field}`);
  return (
    <fieldset className="office-card" aria-label={t('siteSettings.office', { number: index + 1 })}>
      <div className="office-card__header">
        <h3>{t('siteSettings.office', { number: index + 1 })}</h3>
        <button
          type="button"
          className="icon-button icon-button--danger"
          aria-label={t('siteSettings.removeOffice', { number: index + 1 })}
          onClick={onRemove}
        >
          <Icon name="trash" size={18} />
        </button>
      </div>
      <div className="form-grid">
        <TextField
          label={t('siteSettings.city')}
          name="city"
          value={office.city}
          required
          onChange={(city) => onChange({ city })}
          errors={at('city')}
        />
        <SelectField
          label={t('siteSettings.role')}
          name="role"
          value={office.role}
          onChange={(role) => onChange({ role: role as Office['role'] })}
          options={OFFICE_ROLES.map((role) => ({ value: role, label: t(`siteSettings.role_${role}`) }))}
          errors={at('role')}
        />
        <TextField
          label={t('siteSettings.officeId')}
          name="id"
          value={office.id}
          hint={t('siteSettings.officeIdHint')}
          onChange={(id) => onChange({ id })}
          errors={at('id')}
        />
        <TextField
          label={t('siteSettings.phone')}
          name="phone"
          type="tel"
          value={office.phone}
          onChange={(phone) => onChange({ phone })}
          errors={at('phone')}
        />
        <TextField
          label={t('siteSettings.latitude')}
          name="latitude"
          inputMode="decimal"
          value={office.latitude}
          onChange={(latitude) => onChange({ latitude })}
          errors={at('latitude')}
        />
        <TextField
          label={t('siteSettings.longitude')}
          name="longitude"
          inputMode="decimal"
          value={office.longitude}
          onChange={(longitude) => onChange({ longitude })}
          errors={at('longitude')}
        />
      </div>
      <div className="field">
        <label htmlFor={`office-${index}-address`} className="field__label">
          {t('siteSettings.addressLines')}
        </label>
        <textarea
          id={`office-${index}-address`}
          className="field__input field__input--textarea"
          rows={3}
          value={office.address}
          onChange={(event) => onChange({ address: event.target.value })}
        />
        <FieldErrors id={`office-${index}-address-errors`} errors={at('addressLines')} />
      </div>
    </fieldset>
  );
}
