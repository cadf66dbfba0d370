import type { Editor } from '@tiptap/react';
import type { TextLink } from '../../../../components/links/LinkDialog.tsx';

/** The Link mark's attributes: target and rel only for a link that asks to open in a new tab. */
export const linkAttributes = (link: TextLink) => ({
  href: link.href,
  target: link.openInNewTab ? '_blank' : null,
  rel: link.openInNewTab ? 'noopener noreferrer' : null,
});

/**
 * Puts the link on the selection, or replaces the link the cursor is in. With nothing selected
 * the link's text is inserted, so applying never silently does nothing; typing after it is not
 * part of the link.
 */
export function applyLink(editor: Editor, link: TextLink, text: string): void {
  const attrs = linkAttributes(link);
  const chain = editor.chain().focus();
  if (editor.state.selection.empty && !editor.isActive('link')) {
    chain
      .insertContent({ type: 'text', text: text || link.href, marks: [{ type: 'link', attrs }] })
      .unsetMark('link')
      .run();
    return;
  }
  chain.extendMarkRange('link').setLink(attrs).run();
}
