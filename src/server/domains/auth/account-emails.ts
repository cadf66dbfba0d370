import type { InterfaceLanguage } from '../../../shared/locales.ts';
import { renderMail } from '../../lib/mail/layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';

/** Texts per interface language; `site` is the site's name (the company name of the settings). */
interface AccountMailText {
  subject: (site: string) => string;
  heading: string;
  greeting: (name: string) => string;
  body: (site: string) => string;
  action: string;
  expiry: string;
  ignore: string;
}

const ACTIVATION: Record<InterfaceLanguage, AccountMailText> = {
  en: {
    subject: (site) => `Activate your account for ${site}`,
    heading: 'Activate your account',
    greeting: (name) => `Hello ${name},`,
    body: (site) => `An account has been created for you in the content management system of ${site}. Choose a password to activate it.`,
    action: 'Activate your account',
    expiry: 'This link can be used once and expires in 72 hours.',
    ignore: 'If you did not expect this e-mail, you can ignore it.',
  },
  nl: {
    subject: (site) => `Activeer je account voor ${site}`,
    heading: 'Activeer je account',
    greeting: (name) => `Hallo ${name},`,
    body: (site) =>
      `Er is een account voor je aangemaakt in het contentmanagementsysteem van ${site}. Kies een wachtwoord om het te activeren.`,
    action: 'Activeer je account',
    expiry: 'Deze link werkt één keer en verloopt na 72 uur.',
    ignore: 'Verwachtte je deze e-mail niet, dan kun je hem negeren.',
  },
  de: {
    subject: (site) => `Aktivieren Sie Ihr Konto für ${site}`,
    heading: 'Konto aktivieren',
    greeting: (name) => `Hallo ${name},`,
    body: (site) =>
      `Für Sie wurde ein Konto im Content-Management-System von ${site} angelegt. Wählen Sie ein Passwort, um es zu aktivieren.`,
    action: 'Konto aktivieren',
    expiry: 'Dieser Link kann einmal verwendet werden und läuft nach 72 Stunden ab.',
    ignore: 'Wenn Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.',
  },
  fr: {
    subject: (site) => `Activez votre compte pour ${site}`,
    heading: 'Activez votre compte',
    greeting: (name) => `Bonjour ${name},`,
    body: (site) =>
      `Un compte a été créé pour vous dans le système de gestion de contenu de ${site}. Choisissez un mot de passe pour l’activer.`,
    action: 'Activer votre compte',
    expiry: 'Ce lien est utilisable une fois et expire dans 72 heures.',
    ignore: 'Si vous n’attendiez pas cet e-mail, vous pouvez l’ignorer.',
  },
};

const RESET: Record<InterfaceLanguage, AccountMailText> = {
  en: {
    subject: (site) => `Reset your password for ${site}`,
    heading: 'Reset your password',
    greeting: (name) => `Hello ${name},`,
    body: (site) => `We received a request to reset the password of your account for ${site}. Choose a new password with the link below.`,
    action: 'Choose a new password',
    expiry: 'This link can be used once and expires in 2 hours.',
    ignore: 'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
  },
  nl: {
    subject: (site) => `Stel je wachtwoord voor ${site} opnieuw in`,
    heading: 'Wachtwoord opnieuw instellen',
    greeting: (name) => `Hallo ${name},`,
    body: (site) =>
      `We kregen een verzoek om het wachtwoord van je account voor ${site} opnieuw in te stellen. Kies een nieuw wachtwoord via de link hieronder.`,
    action: 'Kies een nieuw wachtwoord',
    expiry: 'Deze link werkt één keer en verloopt na 2 uur.',
    ignore: 'Heb je hier niet om gevraagd, dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.',
  },
  de: {
    subject: (site) => `Setzen Sie Ihr Passwort für ${site} zurück`,
    heading: 'Passwort zurücksetzen',
    greeting: (name) => `Hallo ${name},`,
    body: (site) =>
      `Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos für ${site} zurückzusetzen. Wählen Sie über den folgenden Link ein neues Passwort.`,
    action: 'Neues Passwort wählen',
    expiry: 'Dieser Link kann einmal verwendet werden und läuft nach 2 Stunden ab.',
    ignore: 'Wenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
  },
  fr: {
    subject: (site) => `Réinitialisez votre mot de passe pour ${site}`,
    heading: 'Réinitialiser le mot de passe',
    greeting: (name) => `Bonjour ${name},`,
    body: (site) =>
      `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte pour ${site}. Choisissez un nouveau mot de passe avec le lien ci-dessous.`,
    action: 'Choisir un nouveau mot de passe',
    expiry: 'Ce lien est utilisable une fois et expire dans 2 heures.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.',
  },
};

export interface AccountMailInput {
  to: string;
  name: string;
  /** The recipient's interface language (their stored preference). */
  language: InterfaceLanguage;
  link: string;
  /** The site's name, from the company settings. */
  siteName: string;
}

function accountMail(texts: AccountMailText, input: AccountMailInput): MailMessage {
  const rendered = renderMail({
    heading: texts.heading,
    paragraphs: [texts.greeting(input.name), texts.body(input.siteName), texts.expiry],
    action: { label: texts.action, url: input.link },
    footer: texts.ignore,
  });
  return { to: input.to, subject: texts.subject(input.siteName), ...rendered };
}

export const activationMail = (input: AccountMailInput) => accountMail(ACTIVATION[input.language], input);
export const resetMail = (input: AccountMailInput) => accountMail(RESET[input.language], input);
