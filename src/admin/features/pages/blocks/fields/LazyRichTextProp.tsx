import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/Spinner.tsx';

// Tiptap and ProseMirror are the largest part of the page editor: fetched when a block with rich
// text is first opened, not with the editor screen (issue 20).
const RichTextPropLoaded = lazy(() => import('./RichTextProp.tsx').then((module) => ({ default: module.RichTextProp })));

/** RichTextProp, loaded on first use; its label shows at once, so the form does not jump. */
export function RichTextProp(props: ComponentProps<typeof RichTextPropLoaded>) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className="field">
          <span className="field__label">{props.label}</span>
          <div className="rich-text">
            <Spinner label={t('common.loading')} inline />
          </div>
        </div>
      }
    >
      <RichTextPropLoaded {...props} />
    </Suspense>
  );
}
