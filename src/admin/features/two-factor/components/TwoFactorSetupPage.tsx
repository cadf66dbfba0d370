import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../shared/api-types.ts';
import { AuthLayout } from '../../auth/components/AuthLayout.tsx';
import { finishSignIn } from '../two-factor-actions.ts';
import { RecoveryCodesPanel } from './RecoveryCodesPanel.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';

/**
 * The setup a role requires, right after the password: the session can do nothing else until a
 * factor is added (the server answers 401 to everything else). The recovery codes are shown
 * before the user goes on into the admin.
 */
export function TwoFactorSetupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [done, setDone] = useState<{ user: SessionUser; codes: string[] | null } | null>(null);

  const proceed = (user: SessionUser) => {
    finishSignIn(user);
    navigate('/', { replace: true });
  };

  return (
    <AuthLayout title={t('twoFactor.setupRequiredTitle')} intro={t('twoFactor.setupRequiredIntro')}>
      {done ? (
        done.codes ? (
          <RecoveryCodesPanel codes={done.codes} onDone={() => proceed(done.user)} />
        ) : (
          <button type="button" className="button button--primary button--block" onClick={() => proceed(done.user)}>
            {t('twoFactor.continue')}
          </button>
        )
      ) : (
        <TwoFactorSection
          onFactorAdded={(result) => {
            if (result.User) setDone({ user: result.User, codes: result.recoveryCodes });
          }}
        />
      )}
    </AuthLayout>
  );
}
