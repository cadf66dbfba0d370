import { Fragment } from 'react';
import { telHref } from '../../../shared/http/tel-link.ts';

/** A phone number that dials on a phone (tel:, international form); plain text when it has no digits. */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  const href = telHref(phone);
  if (!href) return <span className={className}>{phone}</span>;
  return (
    <a className={className} href={href}>
      {phone}
    </a>
  );
}

/**
 * An e-mail address as a mailto: link that wraps on a narrow screen only before "@" or "."
 * (<wbr>): each part between them keeps together (`.email-link__part`, white-space: nowrap), so
 * "info@verdant-ecology.example" never breaks at its hyphen or mid-word. Copying it still gives
 * the address: <wbr> adds no character.
 */
export function EmailLink({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <a className={className ? `email-link ${className}` : 'email-link'} href={`mailto:${email}`}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className="email-link__part">{part}</span>
        </Fragment>
      ))}
    </a>
  );
}
