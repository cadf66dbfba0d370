import { useTranslation } from 'react-i18next';
import type { PageDto } from '../../../../shared/pages/page-dto.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { publicationBadges } from '../publication-rules.ts';
import { usePublicationStore } from '../publication-store.ts';

/** Published / Unpublished changes / Not published, plus "Publication requested by … · date". */
export function PublicationStatusBadges({ page }: { page: PageDto }) {
  const { t, i18n } = useTranslation();
  const request = usePublicationStore((state) => (state.pageId === page.id ? state.request : null));
  const badges = publicationBadges({ published: page.publishedVersionID !== null, hasUnpublishedChanges: page.hasUnpublishedChanges }, request);
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
