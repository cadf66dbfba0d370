import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { createTranslator, siteLanguage, type UiKey } from '../../i18n/ui-strings.ts';
import { apiRequest } from '../api-client.ts';
import { fetchChallenge, loadRecaptcha, solveChallenge, type BotAnswer } from './bot-check.ts';
import { errorsFromServer, validateContact, type ContactFieldName, type ContactFormInitial, type FieldErrors } from './contact-validation.ts';

export interface ContactFormProps {
  blockKey: string;
  locale: string;
  pageId: number;
  /** Shown in the failure message (SPEC 4) and the no-JavaScript note. */
  companyEmail: string;
  privacyUrl: string;
  /** Set when a browser without JavaScript posted this form and the server shows it again. */
  initial?: ContactFormInitial;
}

interface FieldSpec {
  name: 'firstName' | 'lastName' | 'email' | 'phone' | 'subject' | 'message';
  label: UiKey;
  type: 'text' | 'email' | 'tel' | 'textarea';
  required: boolean;
  autoComplete?: string;
  maxLength: number;
}

/**
 * SPEC 3 fields in its numbering for 1–5 (first name, last name, phone, e-mail, message),
 * except that the subject (7) comes before the message it heads rather than after the
 * privacy agreement; 6, the privacy agreement, is the checkbox below.
 */
const FIELDS: FieldSpec[] = [
  { name: 'firstName', label: 'contact.firstName', type: 'text', required: true, autoComplete: 'given-name', maxLength: 100 },
  { name: 'lastName', label: 'contact.lastName', type: 'text', required: true, autoComplete: 'family-name', maxLength: 100 },
  { name: 'phone', label: 'contact.phone', type: 'tel', required: false, autoComplete: 'tel', maxLength: 40 },
  { name: 'email', label: 'contact.email', type: 'email', required: true, autoComplete: 'email', maxLength: 254 },
  { name: 'subject', label: 'contact.subject', type: 'text', required: true, maxLength: 200 },
  { name: 'message', label: 'contact.message', type: 'textarea', required: true, maxLength: 5000 },
];

type SendState = 'idle' | 'sending' | 'success' | 'failure';
type BotState = { step: 'unverified' } | { step: 'verifying' } | { step: 'verified'; answer: BotAnswer } | { step: 'recaptcha'; siteKey: string } | { step: 'error' };

/** Puts a link where the translation has its `{name}` placeholder. */
function withLink(text: string, link: ReactNode): ReactNode {
  const [before, after] = text.split('\u0000');
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}

/**
 * The "contact-form" island (SPEC 4: idle → sending → success or failure). The server
 * renders it in its idle state; in the browser it validates with the SPEC 5 messages, runs
 * the bot check and posts to /api/contact/submit. Fields are uncontrolled so nothing typed
 * before hydration is lost.
 */
export default function ContactFormIsland({ blockKey, locale, pageId, companyEmail, privacyUrl, initial }: ContactFormProps) {
  const t = createTranslator(locale);
  const [sendState, setSendState] = useState<SendState>(initial?.state === 'sent' ? 'success' : 'idle');
  const [errors, setErrors] = useState<FieldErrors>(initial?.errors ?? {});
  const [bot, setBot] = useState<BotState>({ step: 'unverified' });
  const formRef = useRef<HTMLFormElement>(null);
  const recaptchaRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const id = (name: string) => `contact-${blockKey}-${name}`;
  const errorId = (name: ContactFieldName) => `${id(name)}-error`;

  async function startBotCheck() {
    if (bot.step === 'verifying' || bot.step === 'verified' || bot.step === 'recaptcha') return;
    setBot({ step: 'verifying' });
    setErrors(({ botCheck: _removed, ...rest }) => rest);
    try {
      const challenge = await fetchChallenge();
      if (challenge.mode === 'recaptcha') return setBot({ step: 'recaptcha', siteKey: challenge.siteKey });
      setBot({ step: 'verified', answer: await solveChallenge(challenge) });
    } catch {
      setBot({ step: 'error' });
    }
  }

  // reCAPTCHA mode: Google's widget replaces our checkbox once the server asks for it.
  useEffect(() => {
    if (bot.step !== 'recaptcha' || !recaptchaRef.current) return;
    const element = recaptchaRef.current;
    void loadRecaptcha(siteLanguage(locale))
      .then((grecaptcha) =>
        grecaptcha.render(element, {
          sitekey: bot.siteKey,
          callback: (token) => setBot({ step: 'verified', answer: { recaptchaToken: token } }),
          'expired-callback': () => setBot({ step: 'recaptcha', siteKey: bot.siteKey }),
        }),
      )
      .catch(() => setBot({ step: 'error' }));
  }, [bot, locale]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendState === 'sending') return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const values = {
      firstName: text('firstName'),
      lastName: text('lastName'),
      email: text('email'),
      phone: text('phone'),
      subject: text('subject'),
      message: text('message'),
      privacy: data.get('privacy') === 'true',
    };
    const found = validateContact(values, bot.step === 'verified');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    if (bot.step !== 'verified') return;
    setSendState('sending');
    try {
      const response = await apiRequest<{ Errors?: { code: string; property?: string }[] }>('POST', '/api/contact/submit', {
        ...values,
        locale,
        pageId: pageId > 0 ? pageId : undefined,
        website: text('website'),
        botCheck: bot.answer,
      });
      if (response.status === 200) {
        setSendState('success');
        return;
      }
      // A proof-of-work answer is single use: whatever happened, the next try needs a new one.
      setBot({ step: 'unverified' });
      const fieldErrors = response.status === 400 ? errorsFromServer(response.body?.Errors ?? []) : {};
      if (Object.keys(fieldErrors).length > 0) {
        setSendState('idle');
        setErrors(fieldErrors);
        focusFirstError(fieldErrors);
      } else {
        setSendState('failure');
      }
    } catch {
      setBot({ step: 'unverified' });
      setSendState('failure');
    }
  }

  function focusFirstError(found: FieldErrors) {
    const first = [...FIELDS.map((field) => field.name), 'privacy', 'botCheck'].find((name) => found[name as ContactFieldName]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id(first))}`)?.focus();
  }

  useEffect(() => {
    if (sendState !== 'success' && sendState !== 'failure') return;
    const status = statusRef.current;
    if (!status) return;
    // focus() alone scrolls just enough to touch the element, which may leave it half under the
    // sticky header: bring the whole message into view below it (the page's scroll-padding-top).
    status.focus({ preventScroll: true });
    status.scrollIntoView({ block: 'start' });
  }, [sendState]);

  if (sendState === 'success') {
    return (
      <div className="contact-form__result contact-form__result--success" role="status" tabIndex={-1} ref={statusRef}>
        <h3>{t('contact.successTitle')}</h3>
        <p>{t('contact.successText')}</p>
      </div>
    );
  }

  const fieldError = (name: ContactFieldName) =>
    errors[name] ? (
      <p className="form-field__error" id={errorId(name)}>
        {t(errors[name]!)}
      </p>
    ) : null;
  const describedBy = (name: ContactFieldName) => (errors[name] ? errorId(name) : undefined);
  const clearError = (name: ContactFieldName) => () => {
    if (errors[name]) setErrors(({ [name]: _removed, ...rest }) => rest);
  };
  const mailLink = <a href={`mailto:${companyEmail}`}>{companyEmail}</a>;

  return (
    <form ref={formRef} className="contact-form" method="post" noValidate onSubmit={submit} aria-busy={sendState === 'sending'}>
      {sendState === 'failure' ? (
        <div className="contact-form__result contact-form__result--failure" role="alert" tabIndex={-1} ref={statusRef}>
          <h3>{t('contact.failureTitle')}</h3>
          <p>{withLink(t('contact.failureText', { email: '\u0000' }), mailLink)}</p>
        </div>
      ) : null}
      {initial?.state === 'refused' && sendState === 'idle' ? (
        <div className="contact-form__result contact-form__result--not-sent" role="alert">
          <h3>{t('contact.notSentTitle')}</h3>
          <p>{withLink(t('contact.needsScript', { email: '\u0000' }), mailLink)}</p>
        </div>
      ) : (
        <noscript>
          <p className="form-note">{withLink(t('contact.noscript', { email: '\u0000' }), mailLink)}</p>
        </noscript>
      )}
      {/* Which form this is, for a post without JavaScript (the server shows this block again). */}
      <input type="hidden" name="contactForm" value={blockKey} />
      <p className="form-note">{t('contact.requiredNote')}</p>
      <div className="form-grid">
        {FIELDS.map((field) => (
          <div key={field.name} className={`form-field form-field--${field.name}${errors[field.name] ? ' form-field--invalid' : ''}`}>
            <label htmlFor={id(field.name)}>
              {t(field.label)}
              {field.required ? (
                <span className="form-field__required" aria-hidden="true"> *</span>
              ) : (
                <span className="form-field__optional">{` (${t('common.optional')})`}</span>
              )}
            </label>
            {field.type === 'textarea' ? (
              <textarea id={id(field.name)} name={field.name} required={field.required} rows={6} maxLength={field.maxLength} defaultValue={initial?.values[field.name]} aria-invalid={errors[field.name] ? true : undefined} aria-describedby={describedBy(field.name)} onInput={clearError(field.name)} />
            ) : (
              <input
                id={id(field.name)}
                name={field.name}
                type={field.type}
                required={field.required}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                defaultValue={initial?.values[field.name]}
                aria-invalid={errors[field.name] ? true : undefined}
                aria-describedby={describedBy(field.name)}
                onInput={clearError(field.name)}
              />
            )}
            {fieldError(field.name)}
          </div>
        ))}
      </div>
      {/* Honeypot: off-screen and out of the tab order; people leave it empty, naive bots do not. */}
      <div className="contact-form__honeypot" aria-hidden="true">
        <label htmlFor={id('website')}>{t('contact.honeypot')}</label>
        <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className={`form-field form-field--checkbox${errors.privacy ? ' form-field--invalid' : ''}`}>
        <input id={id('privacy')} name="privacy" type="checkbox" value="true" required defaultChecked={initial?.privacy} aria-invalid={errors.privacy ? true : undefined} aria-describedby={describedBy('privacy')} onChange={clearError('privacy')} />
        <label htmlFor={id('privacy')}>
          {withLink(t('contact.privacy', { link: '\u0000' }), <a href={privacyUrl}>{t('contact.privacyLink')}</a>)}
          <span className="form-field__required" aria-hidden="true"> *</span>
        </label>
        {fieldError('privacy')}
      </div>
      <div className={`bot-check bot-check--${bot.step}${errors.botCheck ? ' form-field--invalid' : ''}`}>
        {bot.step === 'recaptcha' ? (
          <div ref={recaptchaRef} id={id('botCheck')} tabIndex={-1} />
        ) : (
          <>
            <input
              id={id('botCheck')}
              type="checkbox"
              checked={bot.step === 'verified' || bot.step === 'verifying'}
              disabled={bot.step === 'verified' || bot.step === 'verifying'}
              aria-describedby={`${id('botCheck')}-status${errors.botCheck ? ` ${errorId('botCheck')}` : ''}`}
              onChange={() => void startBotCheck()}
            />
            <label htmlFor={id('botCheck')}>{t('contact.notRobot')}</label>
          </>
        )}
        <span className="bot-check__status" id={`${id('botCheck')}-status`} role="status">
          {bot.step === 'verifying' ? t('contact.verifying') : bot.step === 'verified' ? t('contact.verified') : bot.step === 'error' ? t('contact.verifyFailed') : ''}
        </span>
        {fieldError('botCheck')}
      </div>
      <button type="submit" className="button button--primary" disabled={sendState === 'sending'}>
        {sendState === 'sending' ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
