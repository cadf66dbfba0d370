import type { RenderContext } from '../../render-context.ts';

export interface ButtonLink {
  label: string;
  link: string;
  variant: 'primary' | 'secondary';
}

export function isExternalLink(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * Buttons are links styled as buttons (they navigate, they do not act). A button without a
 * label or a link is an unfinished edit and is left out rather than rendered empty.
 */
export function ButtonLinks({
  buttons,
  context,
  className,
}: {
  buttons: readonly ButtonLink[];
  context: RenderContext;
  className?: string;
}) {
  const usable = buttons.filter((button) => button.label.trim() !== '' && button.link !== '');
  if (usable.length === 0) return null;
  return (
    <ul className={['button-list', className].filter(Boolean).join(' ')}>
      {usable.map((button, index) => {
        const external = isExternalLink(button.link);
        return (
          <li key={index}>
            <a className={`button button--${button.variant}`} href={button.link} rel={external ? 'noopener noreferrer' : undefined}>
              {button.label}
              {external ? <span className="visually-hidden"> {context.t('common.externalLink')}</span> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
