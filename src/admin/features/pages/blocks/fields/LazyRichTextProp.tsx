import { lazyPart, PartLoader } from '../../../../components/lazy-part.tsx';
import type { RichTextProp as LoadedRichTextProp } from './RichTextProp.tsx';

/**
 * RichTextProp, loaded on first use: Tiptap and ProseMirror are the largest part of the page
 * editor, fetched when a block with rich text is first opened, not with the editor screen (issue
 * 20). Its label shows at once, so the form does not jump.
 */
export const RichTextProp = lazyPart<Parameters<typeof LoadedRichTextProp>[0]>(
  () => import('./RichTextProp.tsx').then((module) => module.RichTextProp),
  {
    fallback: (props) => (
      <div className="field">
        <span className="field__label">{props.label}</span>
        <div className="rich-text">
          <PartLoader inline />
        </div>
      </div>
    ),
  },
);
