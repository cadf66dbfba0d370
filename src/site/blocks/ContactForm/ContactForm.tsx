import { siteRoute } from '../../i18n/ui-strings.ts';
import type { UiKey } from '../../i18n/ui-strings.ts';
import type { BlockComponentProps } from '../types.ts';

interface FieldSpec {
  name: string;
  label: UiKey;
  type: 'text' | 'email' | 'tel' | 'textarea';
  required: boolean;
  autoComplete?: string;
}

/**
 * SPEC 3 contact form fields (1 first name, 2 last name, 3 phone, 4 email, 5 message,
 * 6 privacy agreement, 7 subject), laid out in reading order.
 */
const FIELDS: FieldSpec[] = [
  { name: 'firstName', label: 'contact.firstName', type: 'text', required: true, autoComplete: 'given-name' },
  { name: 'lastName', label: 'contact.lastName', type: 'text', required: true, autoComplete: 'family-name' },
  { name: 'email', label: 'contact.email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', label: 'contact.phone', type: 'tel', required: false, autoComplete: 'tel' },
  { name: 'subject', label: 'contact.subject', type: 'text', required: true },
  { name: 'message', label: 'contact.message', type: 'textarea', required: true },
];

/**
 * The server-rendered form. The "contact-form" island hydrates it and takes over sending
 * (idle → sending → success/failure, SPEC 4); until then it is plain, labelled markup.
 */
export function ContactForm({ block, context }: BlockComponentProps<'contactForm'>) {
  const { t } = context;
  const title = block.props.title || t('contact.defaultTitle');
  const id = (name: string) => `contact-${block.key}-${name}`;
  const privacyText = t('contact.privacy', { link: '\u0000' }).split('\u0000');
  return (
    <section className="block block-contact-form">
      <h2 className="block__title">{title}</h2>
      {block.props.intro ? <p className="block__intro">{block.props.intro}</p> : null}
      <form className="contact-form" method="post" data-island="contact-form" data-company-email={context.company.email}>
        <p className="form-note">{t('contact.requiredNote')}</p>
        <div className="form-grid">
          {FIELDS.map((field) => (
            <div key={field.name} className={`form-field form-field--${field.name}`}>
              <label htmlFor={id(field.name)}>
                {t(field.label)}
                {field.required ? (
                  <span className="form-field__required" aria-hidden="true"> *</span>
                ) : (
                  <span className="form-field__optional">{` (${t('common.optional')})`}</span>
                )}
              </label>
              {field.type === 'textarea' ? (
                <textarea id={id(field.name)} name={field.name} required={field.required} rows={6} maxLength={5000} />
              ) : (
                <input id={id(field.name)} name={field.name} type={field.type} required={field.required} autoComplete={field.autoComplete} maxLength={field.type === 'text' ? 200 : 320} />
              )}
            </div>
          ))}
        </div>
        <div className="form-field form-field--checkbox">
          <input id={id('privacy')} name="privacyAgreement" type="checkbox" value="true" required />
          <label htmlFor={id('privacy')}>
            {privacyText[0]}
            <a href={siteRoute(context.locale, 'privacyStatement')}>{t('contact.privacyLink')}</a>
            {privacyText[1]}
            <span className="form-field__required" aria-hidden="true"> *</span>
          </label>
        </div>
        <button type="submit" className="button button--primary">{t('contact.send')}</button>
        <p className="contact-form__status" role="status" aria-live="polite" />
      </form>
    </section>
  );
}
