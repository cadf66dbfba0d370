import type { InterfaceLanguage } from '../../../shared/locales.ts';
import { renderMail } from '../../lib/mail/layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';

interface EmailChangedText {
  subject: (site: string) => string;
  heading: string;
  greeting: (name: string) => string;
  body: (site: string, newEmail: string) => string;
  warning: string;
}

const TEXTS: Record<InterfaceLanguage, EmailChangedText> = {
  en: {
    subject: (site) => `Your e-mail address for ${site} was changed`,
    heading: 'Your e-mail address was changed',
    greeting: (name) => `Hello ${name},`,
    body: (site, newEmail) =>
      `The e-mail address of your account for ${site} was changed to ${newEmail}. You now sign in with that address.`,
    warning: 'If you did not make this change, contact your administrator at once: someone else may be using your account.',
  },
  nl: {
    subject: (site) => `Je e-mailadres voor ${site} is gewijzigd`,
    heading: 'Je e-mailadres is gewijzigd',
    greeting: (name) => `Hallo ${name},`,
    body: (site, newEmail) => `Het e-mailadres van je account voor ${site} is gewijzigd in ${newEmail}. Je logt nu in met dat adres.`,
    warning: 'Heb je dit niet zelf gedaan, neem dan meteen contact op met je beheerder: misschien gebruikt iemand anders je account.',
  },
  de: {
    subject: (site) => `Ihre E-Mail-Adresse für ${site} wurde geändert`,
    heading: 'Ihre E-Mail-Adresse wurde geändert',
    greeting: (name) => `Hallo ${name},`,
    body: (site, newEmail) =>
      `Die E-Mail-Adresse Ihres Kontos für ${site} wurde in ${newEmail} geändert. Sie melden sich jetzt mit dieser Adresse an.`,
    warning:
      'Wenn Sie diese Änderung nicht selbst vorgenommen haben, wenden Sie sich sofort an Ihre Administration: Möglicherweise nutzt jemand anderes Ihr Konto.',
  },
  fr: {
    subject: (site) => `Votre adresse e-mail pour ${site} a été modifiée`,
    heading: 'Votre adresse e-mail a été modifiée',
    greeting: (name) => `Bonjour ${name},`,
    body: (site, newEmail) =>
      `L’adresse e-mail de votre compte pour ${site} a été remplacée par ${newEmail}. Vous vous connectez désormais avec cette adresse.`,
    warning:
      'Si vous n’êtes pas à l’origine de ce changement, contactez immédiatement votre administrateur : quelqu’un d’autre utilise peut-être votre compte.',
  },
};

export interface EmailChangedMailInput {
  /** The old address: the one a thief who changed it cannot read. */
  to: string;
  name: string;
  newEmail: string;
  language: InterfaceLanguage;
  siteName: string;
}

/** Tells the old address that the account's e-mail address changed (there is no link to click). */
export function emailChangedMail(input: EmailChangedMailInput): MailMessage {
  const texts = TEXTS[input.language];
  const rendered = renderMail({
    heading: texts.heading,
    paragraphs: [texts.greeting(input.name), texts.body(input.siteName, input.newEmail)],
    footer: texts.warning,
  });
  return { to: input.to, subject: texts.subject(input.siteName), ...rendered };
}
