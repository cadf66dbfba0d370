import type { NotificationsResource } from './en.ts';

export const notificationsFr: NotificationsResource = {
  notifications: {
    navTitle: 'Notifications',
    navLabelUnread: 'Notifications, {count} non lues',
    title: 'Notifications',
    intro: 'Les demandes qui attendent votre relecture, et les décisions des relecteurs sur vos demandes.',
    loading: 'Chargement des notifications…',
    empty: 'Vous n’avez aucune notification.',
    markAllRead: 'Tout marquer comme lu',
    markRead: 'Marquer comme lu',
    unread: 'Non lu',
    openPage: 'Ouvrir la page',
    openPageFor: 'Ouvrir la page {title}',
    someone: 'Quelqu’un',
    kindRequested: '{name} vous demande de relire « {title} ».',
    kindAccepted: '{name} a accepté votre demande de publication de « {title} ».',
    kindRejected: '{name} a refusé votre demande de publication de « {title} ».',
    'messageLabel_publication-requested': 'Commentaire',
    'messageLabel_publication-accepted': 'Retour',
    'messageLabel_publication-rejected': 'Retour',
  },
  rejectionBanner: {
    title: 'Demande de publication refusée',
    byOn: '{name} a refusé la demande le {date}.',
    byUnknownOn: 'La demande a été refusée le {date}.',
    feedbackLabel: 'Retour du relecteur',
    hint: 'Modifiez la page et demandez à nouveau la publication.',
  },
};
