import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { usePageEditorStore } from '../editor/editor-store.ts';
import { discardDraftBackup } from '../editor/use-draft-backup.ts';

/**
 * SPEC 2.4: leaving with unsaved changes prompts. In-app navigation is blocked with a
 * confirmation modal; closing or reloading the tab uses the browser's own prompt.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    // Read the store at navigation time: a screen may clear the flag right before navigating.
    ({ currentLocation, nextLocation }) =>
      usePageEditorStore.getState().editor.unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

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
