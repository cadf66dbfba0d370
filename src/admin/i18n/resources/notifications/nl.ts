import type { NotificationsResource } from './en.ts';

export const notificationsNl: NotificationsResource = {
  notifications: {
    navTitle: 'Meldingen',
    navLabelUnread: 'Meldingen, {count} ongelezen',
    title: 'Meldingen',
    intro: 'Verzoeken die op jouw beoordeling wachten, en wat beoordelaars over jouw verzoeken besloten.',
    loading: 'Meldingen laden…',
    empty: 'Je hebt geen meldingen.',
    markAllRead: 'Alles als gelezen markeren',
    markRead: 'Als gelezen markeren',
    unread: 'Ongelezen',
    openPage: 'Pagina openen',
    openPageFor: 'De pagina {title} openen',
    someone: 'Iemand',
    kindRequested: '{name} vraagt je "{title}" te beoordelen.',
    kindAccepted: '{name} heeft je verzoek om "{title}" te publiceren geaccepteerd.',
    kindRejected: '{name} heeft je verzoek om "{title}" te publiceren afgewezen.',
    'messageLabel_publication-requested': 'Opmerking',
    'messageLabel_publication-accepted': 'Feedback',
    'messageLabel_publication-rejected': 'Feedback',
  },
  rejectionBanner: {
    title: 'Publicatieverzoek afgewezen',
    byOn: '{name} heeft het verzoek op {date} afgewezen.',
    byUnknownOn: 'Het verzoek is op {date} afgewezen.',
    feedbackLabel: 'Feedback van de beoordelaar',
    hint: 'Pas de pagina aan en vraag opnieuw publicatie aan.',
  },
};
