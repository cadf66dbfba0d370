import type { InterfaceLanguage } from '../../../../shared/locales.ts';
import { renderMail } from '../../../lib/mail/layout.ts';
import type { MailMessage } from '../../../lib/mail/mailer.ts';

interface RequestMailInput {
  to: string;
  language: InterfaceLanguage;
  pageTitle: string;
  requesterName: string;
  comment: string;
  link: string;
}

interface DecisionMailInput {
  to: string;
  language: InterfaceLanguage;
  pageTitle: string;
  reviewerName: string;
  feedback: string;
  link: string;
}

const REQUESTED: Record<
  InterfaceLanguage,
  (input: RequestMailInput) => { subject: string; heading: string; paragraphs: string[]; action: string }
> = {
  en: (i) => ({
    subject: `Publication requested: ${i.pageTitle}`,
    heading: 'A page is waiting for your review',
    paragraphs: [`${i.requesterName} asks to publish "${i.pageTitle}".`, `Comment: ${i.comment || '(none)'}`],
    action: 'Review the page',
  }),
  nl: (i) => ({
    subject: `Publicatie aangevraagd: ${i.pageTitle}`,
    heading: 'Een pagina wacht op je beoordeling',
    paragraphs: [`${i.requesterName} vraagt om "${i.pageTitle}" te publiceren.`, `Opmerking: ${i.comment || '(geen)'}`],
    action: 'Beoordeel de pagina',
  }),
  de: (i) => ({
    subject: `Veröffentlichung beantragt: ${i.pageTitle}`,
    heading: 'Eine Seite wartet auf Ihre Prüfung',
    paragraphs: [`${i.requesterName} möchte „${i.pageTitle}“ veröffentlichen.`, `Kommentar: ${i.comment || '(keiner)'}`],
    action: 'Seite prüfen',
  }),
  fr: (i) => ({
    subject: `Publication demandée : ${i.pageTitle}`,
    heading: 'Une page attend votre relecture',
    paragraphs: [`${i.requesterName} demande la publication de « ${i.pageTitle} ».`, `Commentaire : ${i.comment || '(aucun)'}`],
    action: 'Relire la page',
  }),
};

const REJECTED: Record<
  InterfaceLanguage,
  (input: DecisionMailInput) => { subject: string; heading: string; paragraphs: string[]; action: string }
> = {
  en: (i) => ({
    subject: `Publication rejected: ${i.pageTitle}`,
    heading: 'Your publication request was rejected',
    paragraphs: [`${i.reviewerName} rejected the publication of "${i.pageTitle}".`, `Feedback: ${i.feedback}`],
    action: 'Open the page',
  }),
  nl: (i) => ({
    subject: `Publicatie afgewezen: ${i.pageTitle}`,
    heading: 'Je publicatieverzoek is afgewezen',
    paragraphs: [`${i.reviewerName} heeft de publicatie van "${i.pageTitle}" afgewezen.`, `Feedback: ${i.feedback}`],
    action: 'Open de pagina',
  }),
  de: (i) => ({
    subject: `Veröffentlichung abgelehnt: ${i.pageTitle}`,
    heading: 'Ihr Veröffentlichungsantrag wurde abgelehnt',
    paragraphs: [`${i.reviewerName} hat die Veröffentlichung von „${i.pageTitle}“ abgelehnt.`, `Rückmeldung: ${i.feedback}`],
    action: 'Seite öffnen',
  }),
  fr: (i) => ({
    subject: `Publication refusée : ${i.pageTitle}`,
    heading: 'Votre demande de publication a été refusée',
    paragraphs: [`${i.reviewerName} a refusé la publication de « ${i.pageTitle} ».`, `Retour : ${i.feedback}`],
    action: 'Ouvrir la page',
  }),
};

const ACCEPTED: Record<
  InterfaceLanguage,
  (input: DecisionMailInput) => { subject: string; heading: string; paragraphs: string[]; action: string }
> = {
  en: (i) => ({
    subject: `Published: ${i.pageTitle}`,
    heading: 'Your page is published',
    paragraphs: [`${i.reviewerName} accepted and published "${i.pageTitle}".`, ...(i.feedback ? [`Feedback: ${i.feedback}`] : [])],
    action: 'Open the page',
  }),
  nl: (i) => ({
    subject: `Gepubliceerd: ${i.pageTitle}`,
    heading: 'Je pagina is gepubliceerd',
    paragraphs: [
      `${i.reviewerName} heeft "${i.pageTitle}" goedgekeurd en gepubliceerd.`,
      ...(i.feedback ? [`Feedback: ${i.feedback}`] : []),
    ],
    action: 'Open de pagina',
  }),
  de: (i) => ({
    subject: `Veröffentlicht: ${i.pageTitle}`,
    heading: 'Ihre Seite ist veröffentlicht',
    paragraphs: [
      `${i.reviewerName} hat „${i.pageTitle}“ angenommen und veröffentlicht.`,
      ...(i.feedback ? [`Rückmeldung: ${i.feedback}`] : []),
    ],
    action: 'Seite öffnen',
  }),
  fr: (i) => ({
    subject: `Publiée : ${i.pageTitle}`,
    heading: 'Votre page est publiée',
    paragraphs: [`${i.reviewerName} a accepté et publié « ${i.pageTitle} ».`, ...(i.feedback ? [`Retour : ${i.feedback}`] : [])],
    action: 'Ouvrir la page',
  }),
};

interface SupersededMailInput {
  to: string;
  language: InterfaceLanguage;
  pageTitle: string;
  publisherName: string;
  link: string;
}

/** To the requester whose pending request was closed because a publisher published the page directly. */
const SUPERSEDED: Record<
  InterfaceLanguage,
  (input: SupersededMailInput) => { subject: string; heading: string; paragraphs: string[]; action: string }
> = {
  en: (i) => ({
    subject: `Published: ${i.pageTitle}`,
    heading: 'Your page was published directly',
    paragraphs: [
      `"${i.pageTitle}" was published by ${i.publisherName}.`,
      'Your publication request is closed without a review, because the page was published directly.',
    ],
    action: 'Open the page',
  }),
  nl: (i) => ({
    subject: `Gepubliceerd: ${i.pageTitle}`,
    heading: 'Je pagina is direct gepubliceerd',
    paragraphs: [
      `"${i.pageTitle}" is gepubliceerd door ${i.publisherName}.`,
      'Je publicatieverzoek is zonder beoordeling gesloten, omdat de pagina direct is gepubliceerd.',
    ],
    action: 'Open de pagina',
  }),
  de: (i) => ({
    subject: `Veröffentlicht: ${i.pageTitle}`,
    heading: 'Ihre Seite wurde direkt veröffentlicht',
    paragraphs: [
      `„${i.pageTitle}“ wurde von ${i.publisherName} veröffentlicht.`,
      'Ihr Veröffentlichungsantrag wurde ohne Prüfung geschlossen, da die Seite direkt veröffentlicht wurde.',
    ],
    action: 'Seite öffnen',
  }),
  fr: (i) => ({
    subject: `Publiée : ${i.pageTitle}`,
    heading: 'Votre page a été publiée directement',
    paragraphs: [
      `« ${i.pageTitle} » a été publiée par ${i.publisherName}.`,
      'Votre demande de publication a été close sans relecture, car la page a été publiée directement.',
    ],
    action: 'Ouvrir la page',
  }),
};

function toMessage(
  to: string,
  link: string,
  content: { subject: string; heading: string; paragraphs: string[]; action: string },
): MailMessage {
  return {
    to,
    subject: content.subject,
    ...renderMail({ heading: content.heading, paragraphs: content.paragraphs, action: { label: content.action, url: link } }),
  };
}

export const publicationRequestedMail = (input: RequestMailInput) => toMessage(input.to, input.link, REQUESTED[input.language](input));
export const publicationRejectedMail = (input: DecisionMailInput) => toMessage(input.to, input.link, REJECTED[input.language](input));
export const publicationAcceptedMail = (input: DecisionMailInput) => toMessage(input.to, input.link, ACCEPTED[input.language](input));
export const publicationSupersededMail = (input: SupersededMailInput) => toMessage(input.to, input.link, SUPERSEDED[input.language](input));
