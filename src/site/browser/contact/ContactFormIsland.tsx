import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createTranslator } from '../../i18n/ui-strings.ts';
import { apiRequest } from '../api-client.ts';
import { BotCheckField } from './BotCheckField.tsx';
import { ContactField, FieldError, FORM_FIELDS } from './ContactField.tsx';
import {
  errorsFromServer,
  validateContact,
  type ContactFieldName,
  type ContactFormInitial,
  type FieldErrors,
} from './contact-validation.ts';
import { useBotCheck } from './use-bot-check.ts';
import { withLink } from './with-link.tsx';

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

type SendState = 'idle' | 'sending' | 'success' | 'failure';

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
  const botCheck = useBotCheck(locale, () => setErrors(({ botCheck: _removed, ...rest }) => rest));
  const { bot } = botCheck;
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const id = (name: string) => `contact-${blockKey}-${name}`;
  const errorId = (name: ContactFieldName) => `${id(name)}-error`;

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
      botCheck.reset();
      const fieldErrors = response.status === 400 ? errorsFromServer(response.body?.Errors ?? []) : {};
      if (Object.keys(fieldErrors).length > 0) {
        setSendState('idle');
        setErrors(fieldErrors);
        focusFirstError(fieldErrors);
      } else {
        setSendState('failure');
      }
    } catch {
      botCheck.reset();
      setSendState('failure');
    }
  }

  function focusFirstError(found: FieldErrors) {
    const first = [...FORM_FIELDS.map((field) => field.name), 'privacy', 'botCheck'].find((name) => found[name as ContactFieldName]);
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
        {FORM_FIELDS.map((field) => (
          <ContactField
            key={field.name}
            field={field}
            inputId={id(field.name)}
            error={errors[field.name]}
            defaultValue={initial?.values[field.name]}
            onInput={clearError(field.name)}
            t={t}
          />
        ))}
      </div>
      {/* Honeypot: off-screen and out of the tab order; people leave it empty, naive bots do not. */}
      <div className="contact-form__honeypot" aria-hidden="true">
        <label htmlFor={id('website')}>{t('contact.honeypot')}</label>
        <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className={`form-field form-field--checkbox${errors.privacy ? ' form-field--invalid' : ''}`}>
        <input
          id={id('privacy')}
          name="privacy"
          type="checkbox"
          value="true"
          required
          defaultChecked={initial?.privacy}
          aria-invalid={errors.privacy ? true : undefined}
          aria-describedby={errors.privacy ? errorId('privacy') : undefined}
          onChange={clearError('privacy')}
        />
        <label htmlFor={id('privacy')}>
          {withLink(t('contact.privacy', { link: '\u0000' }), <a href={privacyUrl}>{t('contact.privacyLink')}</a>)}
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <FieldError id={errorId('privacy')} error={errors.privacy} t={t} />
      </div>
      <BotCheckField check={botCheck} inputId={id('botCheck')} error={errors.botCheck} t={t} />
      <button type="submit" className="button button--primary" disabled={sendState === 'sending'}>
        {sendState === 'sending' ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
