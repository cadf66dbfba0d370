import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import type { TextLink } from '../../../../components/links/LinkDialog.tsx';
import { applyLink } from './apply-link.ts';
import { RichTextLinkDialog } from './RichTextLinkDialog.tsx';
import './tiptap-core.css';

interface RichTextPropProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
}

const HEADING_LEVELS = [2, 3, 4] as const;

/** Tiptap's empty document; stored as '' so an untouched block stays empty. */
const EMPTY_HTML = '<p></p>';

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      h4: current.isActive('heading', { level: 4 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });
  const [dialog, setDialog] = useState<{ initial: TextLink | null } | null>(null);
  const chain = () => editor.chain().focus();
  // Keeping focus in the document on mouse down: Tiptap's focus() only returns it on the next
  // animation frame, and a key typed before then would land on the button and be lost.
  const keepEditorFocus = (event: MouseEvent) => event.preventDefault();
  const button = (key: string, label: string, pressed: boolean, run: () => void, text: string) => (
    <button
      key={key}
      type="button"
      className="rich-text__tool"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onMouseDown={keepEditorFocus}
      onClick={run}
    >
      {text}
    </button>
  );
  // The dialog opens for the link under the cursor (pre-filled) or for a new one.
  const openLinkDialog = () => {
    const attributes = editor.getAttributes('link') as { href?: string; target?: string | null };
    setDialog({ initial: attributes.href ? { href: attributes.href, openInNewTab: attributes.target === '_blank' } : null });
  };
  const closeDialog = () => {
    setDialog(null);
    chain().run();
  };
  return (
    <div className="rich-text__toolbar" role="toolbar" aria-label={t('richText.toolbar')}>
      {button('bold', t('richText.bold'), active.bold, () => chain().toggleBold().run(), 'B')}
      {button('italic', t('richText.italic'), active.italic, () => chain().toggleItalic().run(), 'I')}
      {HEADING_LEVELS.map((level) =>
        button(
          `h${level}`,
          t('richText.heading', { level }),
          active[`h${level}`],
          () => chain().toggleHeading({ level }).run(),
          `H${level}`,
        ),
      )}
      {button('ul', t('richText.bulletList'), active.bulletList, () => chain().toggleBulletList().run(), '•')}
      {button('ol', t('richText.orderedList'), active.orderedList, () => chain().toggleOrderedList().run(), '1.')}
      {button('quote', t('richText.blockquote'), active.blockquote, () => chain().toggleBlockquote().run(), '❝')}
      {button('link', t('richText.link'), active.link, openLinkDialog, 'Link')}
      {active.link && button('unlink', t('richText.unlink'), false, () => chain().extendMarkRange('link').unsetLink().run(), '✕')}
      {dialog && (
        <RichTextLinkDialog
          initial={dialog.initial}
          onClose={closeDialog}
          onRemove={() => {
            setDialog(null);
            chain().extendMarkRange('link').unsetLink().run();
          }}
          onApply={(link, text) => {
            setDialog(null);
            applyLink(editor, link, text);
          }}
        />
      )}
    </div>
  );
}

const toStoredHtml = (html: string) => (html === EMPTY_HTML ? '' : html);

/** Rich text with StarterKit: bold, italic, h2-h4, lists, blockquote and links. */
export function RichTextProp({ label, value, onChange }: RichTextPropProps) {
  const labelId = useId();
  // Values this editor sent up that may still come back as `value`. The store answers each
  // keystroke with a render, and a render can arrive after the next keystroke: its older value
  // is an echo, not an outside change, and must not replace what was typed since.
  const pendingEchoes = useRef(new Set<string>());
  const editor = useEditor({
    // Its rules come from tiptap-core.css: an injected <style> would break the admin's CSP.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [...HEADING_LEVELS] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        // The Link mark is configured here, once (StarterKit v3 includes it). mailto: and tel:
        // links are allowed by default; registering them as custom linkify schemes again
        // would warn ("already initialized") for every editor after the first.
        // No target or rel by default (Tiptap's default opens every link in a new tab): a link
        // opens in a new tab only when the link dialog asks for it.
        link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null } },
      }),
    ],
    content: value,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, class: 'rich-text__content' },
    },
    onUpdate: ({ editor: current }) => {
      const html = toStoredHtml(current.getHTML());
      pendingEchoes.current.add(html);
      onChange(html);
    },
  });

  // A value changed from outside (reload, restore) replaces the document.
  useEffect(() => {
    // Loaded lazily, this component can commit after useEditor's first instance was already
    // destroyed (Suspense delays the reveal past its 1 ms grace); the replacement renders next.
    if (!editor || editor.isDestroyed) return;
    if (value === toStoredHtml(editor.getHTML())) {
      pendingEchoes.current.clear();
      return;
    }
    if (pendingEchoes.current.has(value)) return;
    editor.commands.setContent(value, { emitUpdate: false });
    pendingEchoes.current.clear();
  }, [editor, value]);

  return (
    <div className="field">
      <span id={labelId} className="field__label">
        {label}
      </span>
      <div className="rich-text">
        {editor && <Toolbar editor={editor} />}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
