import { useMemo } from 'react';
import { useAuthStore } from '../../auth/auth-state.ts';
import { usePageEditorStore } from '../editor/editor-store.ts';
import { availablePublicationActions, editorPublishedIds, type PublicationAction } from './publication-rules.ts';

/** The publication actions the logged-in user has for the page open in the editor. */
export function usePublicationActions(): PublicationAction[] {
  const user = useAuthStore((state) => state.user);
  const permissions = useAuthStore((state) => state.permissions);
  const page = usePageEditorStore((state) => state.editor.page);
  const unsaved = usePageEditorStore((state) => state.editor.unsaved);
  const request = usePageEditorStore((state) => (state.publication.pageId === page?.id ? state.publication.request : null));
  return useMemo(() => {
    if (!page || !user) return [];
    return availablePublicationActions(
      { id: user.ID, permissions },
      {
        published: editorPublishedIds(page).publishedVersionID !== null,
        hasUnpublishedChanges: page.hasUnpublishedChanges,
        hasPublicationRequest: page.pageVersion.hasPublicationRequest,
        unsaved,
      },
      request,
    );
  }, [user, permissions, page, unsaved, request]);
}
