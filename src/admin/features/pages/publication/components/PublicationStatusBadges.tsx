import { useTranslation } from 'react-i18next';
import type { PageDto } from '../../../../../shared/pages/page-dto.ts';
import { formatDate } from '../../../../lib/format-date.ts';
import { usePageEditorStore } from '../../editor/editor-store.ts';
import { editorPublishedIds, publicationBadges } from '../publication-rules.ts';

/** Published / Unpublished changes / Not published, plus "Publication requested by … · date". */
export function PublicationStatusBadges({ page }: { page: PageDto }) {
  const { t, i18n } = useTranslation();
  const request = usePageEditorStore((state) => (state.publication.pageId === page.id ? state.publication.request : null));
  const badges = publicationBadges(
    { published: editorPublishedIds(page).publishedVersionID !== null, hasUnpublishedChanges: page.hasUnpublishedChanges },
    request,
  );
  return (
    <>
      {badges.map((badge) => (
        <span key={badge.key} className={`badge badge--${badge.tone}`} data-testid={`publication-status-${badge.key}`}>
          {t(`publication.status_${badge.key}`, { name: badge.name, date: formatDate(badge.at, i18n.language, true) })}
        </span>
      ))}
    </>
  );
}
