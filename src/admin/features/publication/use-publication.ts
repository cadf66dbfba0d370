import { useMemo } from 'react';
import { useAuthStore } from '../auth/store/auth-store.ts';
import { usePageEditorStore } from '../pages/editor/editor-store.ts';
import { availablePublicationActions, type PublicationAction } from './publication-rules.ts';
import { usePublicationStore } from './publication-store.ts';

/** The publication actions the logged-in user has for the page open in the editor. */
export function usePublicationActions(): PublicationAction[] {
  const user = useAuthStore((state) => state.user);
  const permissions = useAuthStore((state) => state.permissions);
  const page = usePageEditorStore((state) => state.editor.page);
  const unsaved = usePageEditorStore((state) => state.editor.unsaved);
  const request = usePublicationStore((state) => (state.pageId === page?.id ? state.request : null));
  return useMemo(() => {
    if (!page || !user) return [];
    return availablePublicationActions(
      { id: user.ID, permissions },
      {
        published: page.publishedVersionID !== null,
        hasUnpublishedChanges: page.hasUnpublishedChanges,
        hasPublicationRequest: page.pageVersion.hasPublicationRequest,
        unsaved,
      },
      request,
    );
  }, [user, permissions, page, unsaved, request]);
}
