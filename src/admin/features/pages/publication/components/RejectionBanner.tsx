import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format-date.ts';
import { usePageEditorStore } from '../../editor/editor-store.ts';
import { publicationApi } from '../api.ts';
import { shownRejection, type LoadedRejection } from '../rejection-banner-state.ts';
import '../publication.css';
import '../rejection-banner.css';

/**
 * The reviewer's feedback on the concept's rejected request (who, when, what), shown in the
 * editor until the page is requested again or published, so the editor need not look it up in
 * the e-mail.
 */
export function RejectionBanner() {
  const { t, i18n } = useTranslation();
  const page = usePageEditorStore((state) => state.editor.page);
  const pendingRequest = usePageEditorStore((state) => state.publication.request);
  const reviewing = usePageEditorStore((state) => state.editor.activity === 'AcceptRequest');
  const [loaded, setLoaded] = useState<LoadedRejection | null>(null);
  const versionId = page?.conceptVersionID ?? null;
  const requested = (page?.pageVersion.hasPublicationRequest ?? false) || pendingRequest !== null;

  // Asked again whenever the concept changes or a request comes or goes (a decision ends one).
  useEffect(() => {
    if (versionId === null) return;
    let current = true;
    publicationApi.rejection(versionId).then(
      (answer) => current && setLoaded({ versionId, rejection: answer.data }),
      // Without the feedback the editor still works; the e-mail has it too.
      () => current && setLoaded({ versionId, rejection: null }),
    );
    return () => {
      current = false;
    };
  }, [versionId, requested]);

  const rejection = shownRejection(loaded, page, pendingRequest);
  if (!rejection || reviewing) return null;
  const date = formatDate(rejection.decidedAt, i18n.language, true);
  return (
    <div
      className="request-banner request-banner--rejected"
      role="note"
      aria-label={t('rejectionBanner.title')}
      data-testid="rejection-banner"
    >
      <p className="request-banner__title">
        <strong>{t('rejectionBanner.title')}</strong>{' '}
        {rejection.reviewer
          ? t('rejectionBanner.byOn', { name: rejection.reviewer.name, date })
          : t('rejectionBanner.byUnknownOn', { date })}{' '}
        {t('rejectionBanner.hint')}
      </p>
      <blockquote className="request-banner__comment" aria-label={t('rejectionBanner.feedbackLabel')}>
        {rejection.feedback}
      </blockquote>
    </div>
  );
}
