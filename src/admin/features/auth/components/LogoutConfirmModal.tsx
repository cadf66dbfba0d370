import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { logout } from '../auth-actions.ts';

/** SPEC 2.1: Log Out asks first; confirming logs out, clears the state and shows the login. */
export function LogoutConfirmModal({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmModal
      title={t('auth.logoutTitle')}
      message={t('auth.logoutMessage')}
      confirmLabel={t('auth.logoutConfirm')}
      busy={busy}
      onCancel={onCancel}
      onConfirm={async () => {
        setBusy(true);
        await logout();
        navigate('/login', { replace: true });
      }}
    />
  );
}
