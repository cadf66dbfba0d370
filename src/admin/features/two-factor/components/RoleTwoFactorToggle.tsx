import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleSummary } from '../../../../shared/api-types.ts';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { twoFactorApi } from '../api.ts';
import { useAction } from '../use-action.ts';

/**
 * Roles screen: "Require two-factor sign-in" on a role's row. It is the one change a system role
 * allows (it adds a sign-in step and grants nothing), so the administrator role can require it too.
 */
export function RoleTwoFactorToggle({ role, disabled, onChanged }: { role: RoleSummary; disabled: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  const action = useAction();
  // Shown at once; back to the role's stored value when the server refuses.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const toggle = async (required: boolean) => {
    setChosen(required);
    if ((await action.run(() => twoFactorApi.setRoleRequirement(role.id, required))) !== null) onChanged();
    else setChosen(null);
  };
  return (
    <div className="two-factor__role">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={chosen ?? role.requireTwoFactor === true}
          disabled={disabled || action.busy}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span>{t('twoFactor.requireForRole')}</span>
      </label>
      <FormErrors errors={action.errors} includeFieldErrors />
    </div>
  );
}
