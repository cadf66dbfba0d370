import type { SessionUser } from '../../../../shared/api-types.ts';
import { REVIEW_PARAM } from '../../../../shared/pages/review-link.ts';
import type { AppDeps } from '../../../deps.ts';
import { enqueueMail } from '../../../lib/mail/mail-queue.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { activeUsersWithPermission, type MailRecipient } from '../../users/user-accounts.service.ts';
import {
  publicationAcceptedMail,
  publicationRejectedMail,
  publicationRequestedMail,
  publicationSupersededMail,
} from './publication-emails.ts';
import type { Executor } from '../../../db/executor.ts';

// Every mail is queued in the decision's own transaction (`trx`) and sent by the mail queue; the
// same people get an in-admin notification (notifications domain), saved in that transaction too.

function pageAdminLink(deps: AppDeps, pageId: number): string {
  return `${deps.config.publicUrl}/cmsadmin/page/${pageId}`;
}

/** Reviewers land in the editor with the review of the pending request open (PublicationToolbar reads the parameter). */
function pageReviewLink(deps: AppDeps, pageId: number): string {
  return `${pageAdminLink(deps, pageId)}?${REVIEW_PARAM}=1`;
}

/** Reviewers are read before the transaction: SQLite has one connection, which the transaction holds. */
export async function reviewersOf(deps: AppDeps, requesterId: number | null): Promise<MailRecipient[]> {
  return (await activeUsersWithPermission(deps.db, 'review-publication')).filter((reviewer) => reviewer.id !== requesterId);
}

export async function notifyReviewers(
  deps: AppDeps,
  trx: Executor,
  reviewers: MailRecipient[],
  input: { pageId: number; pageTitle: string; requesterId: number | null; requesterName: string; comment: string },
): Promise<void> {
  for (const reviewer of reviewers) {
    await enqueueMail(
      trx,
      publicationRequestedMail({
        to: reviewer.email,
        language: reviewer.language,
        pageTitle: input.pageTitle,
        requesterName: input.requesterName,
        comment: input.comment,
        link: pageReviewLink(deps, input.pageId),
      }),
    );
  }
  await notify(
    trx,
    reviewers.map((reviewer) => reviewer.id),
    {
      kind: 'publication-requested',
      pageId: input.pageId,
      pageTitle: input.pageTitle,
      actor: { id: input.requesterId, name: input.requesterName },
      message: input.comment,
    },
  );
}

/** Tells a requester that a publisher published the page over their pending request. */
export async function notifySuperseded(
  deps: AppDeps,
  trx: Executor,
  requester: MailRecipient,
  input: { pageId: number; pageTitle: string; publisher: SessionUser },
): Promise<void> {
  await enqueueMail(
    trx,
    publicationSupersededMail({
      to: requester.email,
      language: requester.language,
      pageTitle: input.pageTitle,
      publisherName: input.publisher.profile.name,
      link: pageAdminLink(deps, input.pageId),
    }),
  );
}

/** Tells a requester the reviewer's decision on their request. */
export async function notifyDecision(
  deps: AppDeps,
  trx: Executor,
  requester: MailRecipient,
  input: { accepted: boolean; pageId: number; pageTitle: string; reviewer: SessionUser; feedback: string },
): Promise<void> {
  const mail = {
    to: requester.email,
    language: requester.language,
    pageTitle: input.pageTitle,
    reviewerName: input.reviewer.profile.name,
    feedback: input.feedback,
    link: pageAdminLink(deps, input.pageId),
  };
  await enqueueMail(trx, input.accepted ? publicationAcceptedMail(mail) : publicationRejectedMail(mail));
  await notify(trx, [requester.id], {
    kind: input.accepted ? 'publication-accepted' : 'publication-rejected',
    pageId: input.pageId,
    pageTitle: input.pageTitle,
    actor: { id: input.reviewer.ID, name: input.reviewer.profile.name },
    message: input.feedback,
  });
}
