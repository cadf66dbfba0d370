import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '../../../../shared/blocks/block-limits.ts';
import { companySettings } from '../../../../shared/schemas/company.ts';
import { TextField } from '../../../components/TextField.tsx';
import { errorsAt, type PathError } from '../path-errors.ts';
import type { CompanyForm } from '../site-settings-state.ts';

type FactsField = 'kvkNumber' | 'vatNumber' | 'accessibilityStatementPath' | 'shareImageUrl';

/** The fields, in the order shown; the path fields are addresses, the numbers are text. */
const FIELDS: { name: FactsField; type: 'text' | 'url'; placeholder?: string }[] = [
  { name: 'kvkNumber', type: 'text', placeholder: '12345678' },
  { name: 'vatNumber', type: 'text', placeholder: 'NL123456789B01' },
  { name: 'accessibilityStatementPath', type: 'text', placeholder: '/' },
  { name: 'shareImageUrl', type: 'url' },
];

/**
 * The company facts the site's footer and head use (issue 17): registration numbers, the
 * accessibility statement's page and the share image of pages without their own. All optional.
 */
export function CompanyFactsFields({
  form,
  errors,
  onChange,
}: {
  form: CompanyForm;
  errors: PathError[];
  onChange: (patch: Partial<CompanyForm>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <h3>{t('siteSettings.factsTitle')}</h3>
      <div className="form-grid">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={t(`siteSettings.${field.name}`)}
            name={field.name}
            type={field.type}
            value={form[field.name]}
            placeholder={field.placeholder}
            maxLength={maxLengthOf(companySettings, field.name)}
            hint={t(`siteSettings.${field.name}Hint`)}
            onChange={(value) => onChange({ [field.name]: value })}
            errors={errorsAt(errors, field.name)}
          />
        ))}
      </div>
    </>
  );
}
