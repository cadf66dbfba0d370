import type { InterfaceLanguage } from '../../../shared/locales.ts';
import { renderMail } from '../../lib/mail/layout.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';

interface AccountMailText {
  subject: string;
  heading: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

const ACTIVATION: Record<InterfaceLanguage, AccountMailText> = {
  en: {
    subject: 'Activate your CMS account',
    heading: 'Activate your account',
    greeting: (name) => `Hello ${name},`,
    body: 'An account has been created for you in the content management system. Choose a password to activate it.',
    action: 'Activate your account',
    expiry: 'This link can be used once and expires in 72 hours.',
    ignore: 'If you did not expect this e-mail, you can ignore it.',
  },
  nl: {
    subject: 'Activeer je CMS-account',
    heading: 'Activeer je account',
    greeting: (name) => `Hallo ${name},`,
    body: 'Er is een account voor je aangemaakt in het contentmanagementsysteem. Kies een wachtwoord om het te activeren.',
    action: 'Activeer je account',
    expiry: 'Deze link werkt één keer en verloopt na 72 uur.',
    ignore: 'Verwachtte je deze e-mail niet, dan kun je hem negeren.',
  },
  de: {
    subject: 'Aktivieren Sie Ihr CMS-Konto',
    heading: 'Konto aktivieren',
    greeting: (name) => `Hallo ${name},`,
    body: 'Für Sie wurde ein Konto im Content-Management-System angelegt. Wählen Sie ein Passwort, um es zu aktivieren.',
    action: 'Konto aktivieren',
    expiry: 'Dieser Link kann einmal verwendet werden und läuft nach 72 Stunden ab.',
    ignore: 'Wenn Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.',
  },
  fr: {
    subject: 'Activez votre compte CMS',
    heading: 'Activez votre compte',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Un compte a été créé pour vous dans le système de gestion de contenu. Choisissez un mot de passe pour l’activer.',
    action: 'Activer votre compte',
    expiry: 'Ce lien est utilisable une fois et expire dans 72 heures.',
    ignore: 'Si vous n’attendiez pas cet e-mail, vous pouvez l’ignorer.',
  },
};

const RESET: Record<InterfaceLanguage, AccountMailText> = {
  en: {
    subject: 'Reset your CMS password',
    heading: 'Reset your password',
    greeting: (name) => `Hello ${name},`,
    body: 'We received a request to reset the password of your account. Choose a new password with the link below.',
    action: 'Choose a new password',
    expiry: 'This link can be used once and expires in 2 hours.',
    ignore: 'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
  },
  nl: {
    subject: 'Stel je CMS-wachtwoord opnieuw in',
    heading: 'Wachtwoord opnieuw instellen',
    greeting: (name) => `Hallo ${name},`,
    body: 'We kregen een verzoek om het wachtwoord van je account opnieuw in te stellen. Kies een nieuw wachtwoord via de link hieronder.',
    action: 'Kies een nieuw wachtwoord',
    expiry: 'Deze link werkt één keer en verloopt na 2 uur.',
    ignore: 'Heb je hier niet om gevraagd, dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.',
  },
  de: {
    subject: 'Setzen Sie Ihr CMS-Passwort zurück',
    heading: 'Passwort zurücksetzen',
    greeting: (name) => `Hallo ${name},`,
    body: 'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen. Wählen Sie über den folgenden Link ein neues Passwort.',
    action: 'Neues Passwort wählen',
    expiry: 'Dieser Link kann einmal verwendet werden und läuft nach 2 Stunden ab.',
    ignore: 'Wenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe CMS',
    heading: 'Réinitialiser le mot de passe',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Choisissez un nouveau mot de passe avec le lien ci-dessous.',
    action: 'Choisir un nouveau mot de passe',
    expiry: 'Ce lien est utilisable une fois et expire dans 2 heures.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.',
  },
};

export interface AccountMailInput {
  to: string;
  name: string;
  language: InterfaceLanguage;
  link: string;
}

function accountMail(texts: AccountMailText, input: AccountMailInput): MailMessage {
  const rendered = renderMail({
    heading: texts.heading,
    paragraphs: [texts.greeting(input.name), texts.body, texts.expiry],
    action: { label: texts.action, url: input.link },
    footer: texts.ignore,
  });
  return { to: input.to, subject: texts.subject, ...rendered };
}

export const activationMail = (input: AccountMailInput) => accountMail(ACTIVATION[input.language], input);
export const resetMail = (input: AccountMailInput) => accountMail(RESET[input.language], input);
