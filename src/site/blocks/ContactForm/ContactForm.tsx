import { siteRoute } from '../../i18n/ui-strings.ts';
import ContactFormIsland, { type ContactFormProps } from '../../browser/contact/ContactFormIsland.tsx';
import { islandAttributes } from '../../browser/island-props.ts';
import type { BlockComponentProps } from '../types.ts';

/**
 * The contact form (SPEC 3 fields, SPEC 4 states). The form itself is the "contact-form"
 * island: rendered here in its idle state (or, after a post without JavaScript, in the state
 * the server found) and hydrated in the browser from the same props.
 */
export function ContactForm({ block, context }: BlockComponentProps<'contactForm'>) {
  const { t } = context;
  const title = block.props.title || t('contact.defaultTitle');
  const props: ContactFormProps = {
    blockKey: block.key,
    locale: context.locale,
    pageId: context.pageId,
    companyEmail: context.company.email,
    privacyUrl: siteRoute(context.locale, 'privacyStatement', context.defaultLocale),
    ...(context.contactForm?.blockKey === block.key ? { initial: context.contactForm.initial } : {}),
  };
  return (
    <section className="block block-contact-form">
      <h2 className="block__title">{title}</h2>
      {block.props.intro ? <p className="block__intro">{block.props.intro}</p> : null}
      <div className="contact-form__island" {...islandAttributes('contact-form', props)}>
        <ContactFormIsland {...props} />
      </div>
    </section>
  );
}
