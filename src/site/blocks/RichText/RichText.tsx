import type { BlockComponentProps } from '../types.ts';

/**
 * Editor HTML. It was sanitised by the server (strict allow-list) before it was stored,
 * which is what makes dangerouslySetInnerHTML acceptable here and only here.
 */
export function RichText({ block, context }: BlockComponentProps<'richText'>) {
  const attachments = block.__files?.['attachments'] ?? [];
  if (!block.props.html && attachments.length === 0) return null;
  return (
    <div className="block block-rich-text">
      {block.props.html ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: block.props.html }} /> : null}
      {attachments.length > 0 ? (
        <div className="block-rich-text__attachments">
          <h2 className="block-rich-text__attachments-title">{context.t('richText.attachments')}</h2>
          <ul className="attachment-list">
            {attachments.map((file) => (
              <li key={file.hash}>
                <a href={context.fileUrl(context.pageId, block.key, file)} download>
                  {context.t('richText.download', { fileName: file.fileName })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
