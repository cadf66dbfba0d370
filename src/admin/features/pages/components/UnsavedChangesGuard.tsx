import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { useUnsavedWorkWarning } from '../../../lib/unsaved-work.ts';
import { usePageEditorStore } from '../editor/editor-store.ts';
import { discardDraftBackup } from '../editor/use-draft-backup.ts';

/**
 * SPEC 2.4: leaving with unsaved changes prompts. In-app navigation is blocked with a
 * confirmation modal; closing or reloading the tab uses the browser's own prompt
 * (useUnsavedWorkWarning, which also holds back a reload after a failed chunk load).
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    // Read the store at navigation time: a screen may clear the flag right before navigating.
    ({ currentLocation, nextLocation }) =>
      usePageEditorStore.getState().editor.unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  useUnsavedWorkWarning(when);

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmModal
      title={t('editor.unsavedTitle')}
      message={t('editor.unsavedMessage')}
      confirmLabel={t('editor.leave')}
      cancelLabel={t('editor.stay')}
      danger
      onConfirm={() => {
        // Leaving on purpose discards the changes, so their browser backup goes too.
        discardDraftBackup();
        blocker.proceed();
      }}
      onCancel={() => blocker.reset()}
    />
  );
}
