import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/Modal.tsx';
import { useAuthStore } from '../../../auth/auth-state.ts';
import { editorDispatch, usePageEditorStore } from '../../editor/editor-store.ts';
import { SchedulePanel } from '../../schedule/components/SchedulePanel.tsx';
import { ZonedDateTimeField } from '../../schedule/components/ZonedDateTimeField.tsx';
import { fromZonedInput } from '../../schedule/schedule-state.ts';
import { useSiteTimeZone } from '../../../settings/settings-state.ts';
import type { ApiError } from '../../../../../shared/errors.ts';
import { errorsFor } from '../../../../components/FormErrors.tsx';
import { useCollectionErrors } from '../../../../lib/error-collections.ts';
import { PUBLICATION_ERRORS } from '../publication-slice.ts';
import { loadPendingRequest, publicationActions, resetPublication } from '../publication-actions.ts';
import type { PublicationAction } from '../publication-rules.ts';
import { usePublicationActions } from '../use-publication.ts';
import { UnpublishDialog } from './UnpublishDialog.tsx';

import { maxLengthOf } from '../../../../../shared/blocks/block-limits.ts';
import { publicationCommentBody } from '../../../../../shared/pages/publication-schemas.ts';
import { REVIEW_PARAM } from '../../../../../shared/pages/review-link.ts';

const COMMENT_MAX_LENGTH = maxLengthOf(publicationCommentBody, 'comment');

/**
 * `live`: visitors see a published version now. It stays online while the change is under review
 * (issue 14), so the dialog must not say the page goes offline; a new page goes online on acceptance.
 */
function RequestPublicationModal({ unsaved, live, onClose }: { unsaved: boolean; live: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [comment, setComment] = useState('');
  const [goLive, setGoLive] = useState('');
  const [dateErrors, setDateErrors] = useState<ApiError[]>([]);
  const timeZone = useSiteTimeZone();
  const busy = usePageEditorStore((state) => state.publication.busy !== null);
  const serverErrors = errorsFor(useCollectionErrors(PUBLICATION_ERRORS), 'publishAt');
  const submit = async () => {
    const publishAt = goLive.trim() === '' ? null : fromZonedInput(goLive, timeZone);
    if (goLive.trim() !== '' && publishAt === null) {
      setDateErrors([{ code: 'V_12', property: 'publishAt' }]);
      return;
    }
    // A refused time (past by now) keeps the dialog open with the server's error at the field.
    if (await publicationActions.requestPublication(comment, publishAt)) onClose();
  };
  return (
    <Modal
      title={t('publication.requestTitle')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void submit()}>
            {busy ? t('publication.working') : t('publication.sendRequest')}
          </button>
        </>
      }
    >
      <p className="muted">{t(live ? 'publication.requestIntroLive' : 'publication.requestIntroNew')}</p>
      {unsaved && <p className="publication-note">{t('publication.unsavedNote')}</p>}
      <div className="field">
        <label htmlFor={id} className="field__label">
          {t('publication.comment')}
        </label>
        <textarea
          id={id}
          className="field__input field__input--textarea"
          value={comment}
          maxLength={COMMENT_MAX_LENGTH}
          rows={5}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setComment(event.target.value)}
        />
        <p id={`${id}-hint`} className="field__hint">
          {t('publication.commentHint')}
        </p>
      </div>
      <ZonedDateTimeField
        label={t('schedule.desiredAt')}
        hint={t('schedule.desiredAtHint')}
        value={goLive}
        errors={[...dateErrors, ...serverErrors]}
        onChange={(value) => {
          setGoLive(value);
          setDateErrors([]);
        }}
      />
    </Modal>
  );
}

type Dialog = 'request' | 'unpublish' | null;

const PRIMARY: PublicationAction[] = ['reviewRequest', 'saveAndPublish', 'publish', 'requestPublication'];
export const REQUEST_ACTIONS: PublicationAction[] = ['resendRequest', 'revokeRequest'];

/**
 * The SPEC 2.4 publication actions of the page editor header. Which ones show comes from
 * availablePublicationActions; each one reports into the publication notices.
 */
export function PublicationToolbar() {
  const { t } = useTranslation();
  const page = usePageEditorStore((state) => state.editor.page);
  const unsaved = usePageEditorStore((state) => state.editor.unsaved);
  const reviewing = usePageEditorStore((state) => state.editor.activity === 'AcceptRequest');
  const busy = usePageEditorStore((state) => state.publication.busy);
  const actions = usePublicationActions();
  // Scheduling is a publisher's (publish-page); editors request publication instead.
  const canSchedule = useAuthStore((state) => state.permissions.some((held) => held.name === 'publish-page'));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [params, setParams] = useSearchParams();

  const pageId = page?.id;
  const conceptId = page?.conceptVersionID;
  const flagged = page?.pageVersion.hasPublicationRequest;
  useEffect(() => {
    const current = usePageEditorStore.getState().editor.page;
    if (current) void loadPendingRequest(current);
  }, [pageId, conceptId, flagged]);
  useEffect(() => () => resetPublication(), []);

  // /page/{id}?review=1 opens the review once the request is known to be reviewable.
  const wantsReview = params.has(REVIEW_PARAM);
  const canReview = actions.includes('reviewRequest');
  useEffect(() => {
    if (!wantsReview || !canReview) return;
    editorDispatch({ type: 'activityChanged', activity: 'AcceptRequest' });
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(REVIEW_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wantsReview, canReview, setParams]);

  if (!page) return null;

  const handle = (action: PublicationAction) => {
    switch (action) {
      case 'reviewRequest':
        editorDispatch({ type: 'activityChanged', activity: 'AcceptRequest' });
        return;
      case 'requestPublication':
        setDialog('request');
        return;
      case 'unpublish':
        setDialog('unpublish');
        return;
      case 'publish':
        void publicationActions.publish();
        return;
      case 'saveAndPublish':
        void publicationActions.saveAndPublish();
        return;
      default:
        return;
    }
  };

  // Resend and revoke belong to the request: they are offered in the request banner.
  const shown = actions.filter((action) => !(reviewing && action === 'reviewRequest') && !REQUEST_ACTIONS.includes(action));
  if (shown.length === 0 && !canSchedule) return null;

  return (
    <div className="publication-toolbar" role="group" aria-label={t('publication.actionsLabel')}>
      {shown.map((action) => (
        <button
          key={action}
          type="button"
          className={
            action === 'reviewRequest'
              ? 'button button--primary'
              : PRIMARY.includes(action)
                ? 'button button--secondary'
                : 'button button--ghost button--danger-text'
          }
          disabled={busy !== null}
          aria-busy={busy === action || undefined}
          onClick={() => handle(action)}
        >
          {busy === action ? t('publication.working') : t(`publication.${action}`)}
        </button>
      ))}
      {canSchedule && (
        // The saved concept is what is scheduled: save first.
        <SchedulePanel
          // A decision on a request can make or end a schedule: read it again then.
          key={`${page.id}-${page.pageVersion.hasPublicationRequest}-${page.publishedVersionID}`}
          page={{ id: page.id, conceptVersionID: page.conceptVersionID, revision: page.pageVersion.revision }}
          disabled={busy !== null || unsaved}
        />
      )}

      {dialog === 'request' && (
        // What visitors see, not the editor's view of the concept (editorPublishedIds).
        <RequestPublicationModal unsaved={unsaved} live={page.publishedVersionID !== null} onClose={() => setDialog(null)} />
      )}
      {dialog === 'unpublish' && (
        <UnpublishDialog
          page={{ id: page.id, title: page.title, locale: page.locale, url: page.url, published: page.publishedVersionID !== null }}
          unsaved={unsaved}
          busy={busy !== null}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
