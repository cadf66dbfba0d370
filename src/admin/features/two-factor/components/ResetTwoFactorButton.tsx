import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserSummary } from '../../../../shared/api-types.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { twoFactorApi } from '../api.ts';
import { useAction } from '../use-action.ts';

/** Users admin: "Reset second factor" for a user who lost their phone (manage-users, audited on the server). */
export function ResetTwoFactorButton({ user, onReset }: { user: UserSummary; onReset: (name: string) => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const action = useAction();
  const label = `${t('twoFactor.resetForUser')} ${user.profile.name}`;
  return (
    <>
      <button type="button" className="icon-button" aria-label={label} title={t('twoFactor.resetForUser')} onClick={() => setAsking(true)}>
        <Icon name="shield" size={18} />
      </button>
      {asking && (
        <ConfirmModal
          title={t('twoFactor.resetForUser')}
          message={t('twoFactor.resetConfirmMessage', { name: user.profile.name })}
          confirmLabel={t('twoFactor.resetForUser')}
          danger
          busy={action.busy}
          onCancel={() => {
            setAsking(false);
            action.setErrors([]);
          }}
          onConfirm={async () => {
            if ((await action.run(() => twoFactorApi.resetUser(user.ID))) !== null) {
              setAsking(false);
              onReset(user.profile.name);
            }
          }}
        >
          <FormErrors errors={action.errors} includeFieldErrors />
        </ConfirmModal>
      )}
    </>
  );
}
