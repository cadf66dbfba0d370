/**
 * The one rule for mailto: links, wherever an editor types one (menu items, block links, rich
 * text): a single address, optionally with RFC 6068 header fields (?subject=…&body=…) whose
 * values are percent-encoded. Quotes, spaces and angle brackets are refused, so a target such as
 * `mailto:a@b.c?x="><svg/onload=…>` can never reach a page, even where it would render inert.
 */
const MAIL_LOCAL = "[A-Za-z0-9!$&'*+=^_`{|}~-]+(?:\\.[A-Za-z0-9!$&'*+=^_`{|}~-]+)*";
const MAIL_DOMAIN = '(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** RFC 6068 header fields: name=value, the value percent-encoded (no quote, space or angle bracket). */
const MAIL_FIELD = "[A-Za-z][A-Za-z0-9-]*=(?:[A-Za-z0-9._~!$'()*+,;:@/?-]|%[0-9A-Fa-f]{2})*";
const MAILTO = new RegExp(`^mailto:${MAIL_LOCAL}@${MAIL_DOMAIN}(?:\\?${MAIL_FIELD}(?:&${MAIL_FIELD})*)?$`);

export function isMailtoLink(value: string): boolean {
  return MAILTO.test(value);
}

const PLAIN_ADDRESS = new RegExp(`^${MAIL_LOCAL}@${MAIL_DOMAIN}$`);

/**
 * One plain address (local@domain): no display name, no list, no spaces or line breaks, at
 * most 254 characters (RFC 5321). Safe to put in a mail header such as Reply-To.
 */
export function isPlainEmailAddress(value: string): boolean {
  return value.length <= 254 && PLAIN_ADDRESS.test(value);
}
