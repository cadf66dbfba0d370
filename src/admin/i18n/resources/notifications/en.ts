/**
 * English texts of the notifications (screen and navigation entry) and of the rejection banner
 * in the page editor; merged into the main resource (same two-level shape).
 */
export const notificationsEn = {
  notifications: {
    navTitle: 'Notifications',
    navLabelUnread: 'Notifications, {count} unread',
    title: 'Notifications',
    intro: 'Requests waiting for your review, and what reviewers decided on your requests.',
    loading: 'Loading the notifications…',
    empty: 'You have no notifications.',
    markAllRead: 'Mark all as read',
    markRead: 'Mark as read',
    unread: 'Unread',
    openPage: 'Open page',
    openPageFor: 'Open the page {title}',
    someone: 'Someone',
    kindRequested: '{name} asks you to review "{title}".',
    kindAccepted: '{name} accepted your request to publish "{title}".',
    kindRejected: '{name} rejected your request to publish "{title}".',
    'messageLabel_publication-requested': 'Comment',
    'messageLabel_publication-accepted': 'Feedback',
    'messageLabel_publication-rejected': 'Feedback',
    kindSchedulePublished: 'Your scheduled publication of "{title}" went live.',
    kindScheduleUnpublished: 'Your scheduled unpublication took "{title}" offline.',
    kindScheduleSkipped: 'Part of your schedule for "{title}" was not carried out.',
    'messageLabel_schedule-published': 'Details',
    'messageLabel_schedule-unpublished': 'Details',
    'messageLabel_schedule-skipped': 'Reason',
  },
  rejectionBanner: {
    title: 'Publication request rejected',
    byOn: '{name} rejected the request on {date}.',
    byUnknownOn: 'The request was rejected on {date}.',
    feedbackLabel: 'Reviewer feedback',
    hint: 'Change the page and request publication again.',
  },
};

export type NotificationsResource = {
  [Section in keyof typeof notificationsEn]: { [Key in keyof (typeof notificationsEn)[Section]]: string };
};
