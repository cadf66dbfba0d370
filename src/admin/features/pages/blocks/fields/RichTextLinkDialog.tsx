import { useCallback, useMemo } from 'react';
import { LinkDialog, type TextLink } from '../../../../components/links/LinkDialog.tsx';
import { pagesApi } from '../../api.ts';
import { usePageEditorStore } from '../../editor/editor-store.ts';

const anchorsOf = (blocks: readonly { anchorPoint?: string }[]) =>
  blocks.flatMap((block) => (block.anchorPoint ? [block.anchorPoint] : []));

const searchPages = (locale: string, searchTerm: string) => pagesApi.search(locale, searchTerm).then((answer) => answer.data.items);

/**
 * The link dialog of a rich text inside the page editor: pages are searched in the edited
 * page's locale, and anchors come from the draft for this page (what the editor sees now)
 * and from the stored concept for any other page.
 */
export function RichTextLinkDialog(props: {
  initial: TextLink | null;
  onApply: (link: TextLink, text: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const page = usePageEditorStore((state) => state.editor.page);
  const blocks = usePageEditorStore((state) => state.editor.draft.blocks);
  const currentAnchors = useMemo(() => anchorsOf(blocks), [blocks]);
  const pageId = page?.id;
  const loadAnchors = useCallback(
    async (id: number) => (id === pageId ? currentAnchors : anchorsOf((await pagesApi.get(id)).page.pageVersion.blocks)),
    [pageId, currentAnchors],
  );
  return (
    <LinkDialog
      {...props}
      locale={page?.locale ?? ''}
      currentAnchors={currentAnchors}
      searchPages={searchPages}
      loadAnchors={loadAnchors}
    />
  );
}
