import type { NotificationsResource } from './en.ts';

export const notificationsDe: NotificationsResource = {
  notifications: {
    navTitle: 'Benachrichtigungen',
    navLabelUnread: 'Benachrichtigungen, {count} ungelesen',
    title: 'Benachrichtigungen',
    intro: 'Anfragen, die auf Ihre Prüfung warten, und was Prüfer über Ihre Anfragen entschieden haben.',
    loading: 'Benachrichtigungen werden geladen…',
    empty: 'Sie haben keine Benachrichtigungen.',
    markAllRead: 'Alle als gelesen markieren',
    markRead: 'Als gelesen markieren',
    unread: 'Ungelesen',
    openPage: 'Seite öffnen',
    openPageFor: 'Die Seite {title} öffnen',
    someone: 'Jemand',
    kindRequested: '{name} bittet Sie, „{title}“ zu prüfen.',
    kindAccepted: '{name} hat Ihre Anfrage zur Veröffentlichung von „{title}“ angenommen.',
    kindRejected: '{name} hat Ihre Anfrage zur Veröffentlichung von „{title}“ abgelehnt.',
    'messageLabel_publication-requested': 'Kommentar',
    'messageLabel_publication-accepted': 'Rückmeldung',
    'messageLabel_publication-rejected': 'Rückmeldung',
  },
  rejectionBanner: {
    title: 'Veröffentlichungsanfrage abgelehnt',
    byOn: '{name} hat die Anfrage am {date} abgelehnt.',
    byUnknownOn: 'Die Anfrage wurde am {date} abgelehnt.',
    feedbackLabel: 'Rückmeldung des Prüfers',
    hint: 'Ändern Sie die Seite und beantragen Sie die Veröffentlichung erneut.',
  },
};
