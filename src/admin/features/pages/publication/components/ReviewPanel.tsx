import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '../../../../../shared/blocks/block-limits.ts';
import { BLOCK_DEFINITIONS, isBlockType } from '../../../../../shared/blocks/definitions.ts';
import type { PageVersionDto } from '../../../../../shared/pages/page-dto.ts';
import { publicationFeedbackBody } from '../../../../../shared/pages/publication-schemas.ts';
import { Alert } from '../../../../components/Alert.tsx';
import { FieldErrors, errorsFor } from '../../../../components/FormErrors.tsx';
import { Spinner } from '../../../../components/Spinner.tsx';
import { useCollectionErrors } from '../../../../lib/error-collections.ts';
import { formatDate } from '../../../../lib/format-date.ts';
import { pagesApi } from '../../api.ts';
import { editorDispatch, usePageEditorStore } from '../../editor/editor-store.ts';
import { publicationActions } from '../publication-actions.ts';
import { PUBLICATION_ERRORS } from '../publication-slice.ts';
import {
  compareVersions,
  comparisonBase,
  conceptChangedSinceRequest,
  type ComparedBlock,
  type ComparisonRow,
} from '../publication-rules.ts';
import { VersionCompareView } from '../../components/VersionCompareView.tsx';
import { ZonedDateTimeField } from '../../schedule/components/ZonedDateTimeField.tsx';
import { acceptPublishAt, reviewGoLiveInput } from '../../schedule/schedule-state.ts';
import { useSiteTimeZone } from '../../../settings/settings-state.ts';
import '../publication.css';

type Base = { state: 'loading' } | { state: 'none' } | { state: 'loaded'; version: PageVersionDto; live: boolean };

const FEEDBACK_MAX_LENGTH = maxLengthOf(publicationFeedbackBody, 'feedback');

function BlockCell({ block, side }: { block: ComparedBlock | null; side: 'before' | 'after' }) {
  const { t } = useTranslation();
  if (!block) return <div className={`review-cell review-cell--${side} review-cell--empty`} aria-hidden="true" />;
  return (
    <div className={`review-cell review-cell--${side}`}>
      {/* A retired block type has no name of its own: its id is shown. */}
      <span className="review-cell__type">{isBlockType(block.type) ? t(BLOCK_DEFINITIONS[block.type].labelKey) : block.type}</span>
      <span className="review-cell__text">{block.text || <span className="muted">{t('publication.noText')}</span>}</span>
    </div>
  );
}

function ComparisonRowView({ row }: { row: ComparisonRow }) {
  const { t } = useTranslation();
  return (
    <li className={`review-row review-row--${row.status}`} data-status={row.status}>
      <BlockCell block={row.before} side="before" />
      <BlockCell block={row.after} side="after" />
      <span className={`review-row__status review-row__status--${row.status}`}>{t(`publication.row_${row.status}`)}</span>
    </li>
  );
}

/**
 * SPEC 2.4 "review request" (editor activity AcceptRequest): the concept beside what is
 * published, the requester's comment, and Accept / Reject with feedback (required to reject).
 */
export function ReviewPanel() {
  const { t, i18n } = useTranslation();
  const feedbackId = useId();
  const page = usePageEditorStore((state) => state.editor.page);
  const request = usePageEditorStore((state) => state.publication.request);
  const busy = usePageEditorStore((state) => state.publication.busy);
  const errors = useCollectionErrors(PUBLICATION_ERRORS);
  const [base, setBase] = useState<Base>({ state: 'loading' });
  const [feedback, setFeedback] = useState('');
  const timeZone = useSiteTimeZone();
  const requestedAt = request?.publishAt ?? null;
  const [goLive, setGoLive] = useState('');
  const [goLiveInvalid, setGoLiveInvalid] = useState(false);
  useEffect(() => setGoLive(reviewGoLiveInput(requestedAt, timeZone)), [requestedAt, timeZone]);
  const accept = () => {
    const publishAt = acceptPublishAt(goLive, requestedAt, timeZone);
    setGoLiveInvalid(publishAt === 'invalid');
    if (publishAt !== 'invalid') void publicationActions.accept(feedback, publishAt);
  };

  const pageId = page?.id;
  const publishedVersionID = page?.publishedVersionID ?? null;
  useEffect(() => {
    if (pageId === undefined) return;
    let active = true;
    setBase({ state: 'loading' });
    (async () => {
      const history = publishedVersionID === null ? (await pagesApi.versions(pageId)).data.items : [];
      const chosen = comparisonBase(publishedVersionID, history);
      if (!chosen) return { state: 'none' } as const;
      const { version } = await pagesApi.fetchVersion(chosen.versionId);
      return { state: 'loaded', version, live: chosen.live } as const;
    })()
      .then((next) => active && setBase(next))
      .catch(() => active && setBase({ state: 'none' }));
    return () => {
      active = false;
    };
  }, [pageId, publishedVersionID]);

  const concept = page?.pageVersion;
  const comparison = useMemo(
    () => (concept && base.state !== 'loading' ? compareVersions(base.state === 'loaded' ? base.version : null, concept) : null),
    [base, concept],
  );

  if (!page || !concept) return null;
  const stale = request ? conceptChangedSinceRequest(concept.revision, request.versionRevision) : false;
  const backToEditor = () => editorDispatch({ type: 'activityChanged', activity: 'Editing' });
  const baseTitle =
    base.state === 'loaded'
      ? base.live
        ? t('publication.columnPublished')
        : t('publication.columnLastPublished')
      : t('publication.columnPublished');

  return (
    <section className="review" aria-labelledby="review-title">
      <div className="review__heading">
        <div>
          <h2 id="review-title">{t('publication.reviewTitle')}</h2>
          <p className="muted">{t('publication.reviewIntro')}</p>
        </div>
        <button type="button" className="button button--ghost" onClick={backToEditor}>
          {t('publication.backToEditor')}
        </button>
      </div>

      <div className="review__layout">
        <div className="review__comparison card" role="region" aria-label={t('publication.comparisonLabel')}>
          {base.state === 'loading' || !comparison ? (
            <Spinner label={t('publication.loadingVersion')} />
          ) : (
            <>
              <div className="review-columns" aria-hidden="true">
                <span>{baseTitle}</span>
                <span>{t('publication.columnConcept')}</span>
              </div>
              <dl className={`review-title ${comparison.title.changed ? 'review-title--changed' : ''}`}>
                <div className="review-cell review-cell--before">
                  <dt>{t('publication.titleLabel')}</dt>
                  <dd>{comparison.title.before ?? <span className="muted">{t('publication.neverPublished')}</span>}</dd>
                </div>
                <div className="review-cell review-cell--after">
                  <dt>{t('publication.titleLabel')}</dt>
                  <dd>{comparison.title.after}</dd>
                </div>
              </dl>
              <div className="review-summary">
                <h3>{t('publication.blocksHeading')}</h3>
                <span className={comparison.changedCount > 0 ? 'badge badge--warning' : 'badge badge--neutral'}>
                  {comparison.changedCount > 0
                    ? t('publication.changesCount', { count: comparison.changedCount })
                    : t('publication.noChanges')}
                </span>
                {comparison.seo.changed && <span className="badge badge--info">{t('publication.seoChanged')}</span>}
              </div>
              <ol className="review-rows">
                {comparison.blocks.map((row) => (
                  <ComparisonRowView key={`${row.status}-${row.key}`} row={row} />
                ))}
              </ol>
              {/* The history's compare view, for the words that changed inside the blocks above. */}
              {base.state === 'loaded' && base.version.id !== concept.id && (
                <details className="review__words">
                  <summary>{t('compare.wordByWord')}</summary>
                  <VersionCompareView pageId={page.id} from={base.version.id} to={concept.id} />
                </details>
              )}
            </>
          )}
        </div>

        <aside className="review__decision card" aria-label={t('publication.reviewTitle')}>
          {request && (
            <div className="review-request">
              <p className="review-request__by">
                {request.requestedBy
                  ? t('publication.pendingBy', { name: request.requestedBy.name, date: formatDate(request.createdAt, i18n.language, true) })
                  : t('publication.pendingByUnknown', { date: formatDate(request.createdAt, i18n.language, true) })}
              </p>
              {request.resentAt && (
                <p className="muted">{t('publication.resentOn', { date: formatDate(request.resentAt, i18n.language, true) })}</p>
              )}
              {request.publishAt && (
                <p data-testid="request-desired-at">
                  {t('schedule.desiredAtShown', {
                    date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
                      new Date(request.publishAt),
                    ),
                  })}
                </p>
              )}
              <h3>{t('publication.commentLabel')}</h3>
              <blockquote className="review-request__comment" data-testid="request-comment">
                {request.comment || <span className="muted">{t('publication.noComment')}</span>}
              </blockquote>
            </div>
          )}
          {stale && <Alert kind="warning">{t('publication.conceptChanged')}</Alert>}
          <div className={errorsFor(errors, 'feedback').length > 0 ? 'field has-error' : 'field'}>
            <label htmlFor={feedbackId} className="field__label">
              {t('publication.feedback')}
            </label>
            <textarea
              id={feedbackId}
              className="field__input field__input--textarea"
              rows={5}
              maxLength={FEEDBACK_MAX_LENGTH}
              value={feedback}
              aria-describedby={`${feedbackId}-hint ${feedbackId}-errors`}
              aria-invalid={errorsFor(errors, 'feedback').length > 0 || undefined}
              onChange={(event) => setFeedback(event.target.value)}
            />
            <p id={`${feedbackId}-hint`} className="field__hint">
              {t('publication.feedbackHint')}
            </p>
            <FieldErrors id={`${feedbackId}-errors`} errors={errorsFor(errors, 'feedback')} />
          </div>
          <ZonedDateTimeField
            label={t('schedule.goLiveAt')}
            hint={t(requestedAt ? 'schedule.goLiveRequestedHint' : 'schedule.goLiveHint')}
            value={goLive}
            errors={[...(goLiveInvalid ? [{ code: 'V_12' as const, property: 'publishAt' }] : []), ...errorsFor(errors, 'publishAt')]}
            onChange={(value) => {
              setGoLive(value);
              setGoLiveInvalid(false);
            }}
          />
          <div className="review__buttons">
            <button
              type="button"
              className="button button--danger"
              disabled={busy !== null}
              onClick={() => void publicationActions.reject(feedback)}
            >
              {busy === 'reject' ? t('publication.working') : t('publication.reject')}
            </button>
            <button type="button" className="button button--primary" disabled={busy !== null || stale} onClick={accept}>
              {busy === 'accept' || busy === 'acceptScheduled'
                ? t('publication.working')
                : goLive.trim()
                  ? t('schedule.acceptScheduled')
                  : t('publication.accept')}
            </button>
          </div>
        </aside>
      </div>
    </section>
  );
}
