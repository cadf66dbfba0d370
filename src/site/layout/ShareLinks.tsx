import type { Translate } from '../i18n/ui-strings.ts';
import type { ConsentState } from '../render-context.ts';
import { SocialIcon } from './icons.tsx';

/** Page types whose detail pages can be shared (news items and projects). */
export const SHAREABLE_PAGE_TYPES: readonly string[] = ['news', 'project'];

type ShareNetwork = 'linkedin' | 'x' | 'facebook';

const NETWORKS: { network: ShareNetwork; label: string; href: (url: string, title: string) => string }[] = [
  {
    network: 'linkedin',
    label: 'LinkedIn',
    href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  },
  {
    network: 'x',
    label: 'X',
    href: (url, title) => `https://x.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  },
  { network: 'facebook', label: 'Facebook', href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
];

/** The id the share section carries; the consent form returns the visitor to it. */
export const SHARE_SECTION_ID = 'share';

export interface ShareLinksProps {
  t: Translate;
  /** Absolute URL of the page. */
  url: string;
  title: string;
  /** The page's own path, where /consent sends the visitor back to. */
  path: string;
  consent: ConsentState;
}

function MailIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </svg>
  );
}

/**
 * "Share this page" on news and project pages (SPEC 4: without consent, items cannot be
 * shared on social media). With marketing consent: links to the networks' share pages.
 * Without it: a placeholder like the video one, saying why, with a button that gives
 * marketing consent (a plain form to /consent, so it works without JavaScript) and comes
 * back here. Sharing by e-mail involves no third party and is always offered.
 */
export function ShareLinks({ t, url, title, path, consent }: ShareLinksProps) {
  const headingId = `${SHARE_SECTION_ID}-title`;
  const mail = (
    <li>
      <a
        className="share__link share__link--email"
        href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`}
      >
        <MailIcon />
        <span>{t('share.email')}</span>
      </a>
    </li>
  );
  return (
    <section className="block block-share" id={SHARE_SECTION_ID} aria-labelledby={headingId}>
      <h2 className="block__title" id={headingId}>
        {t('share.title')}
      </h2>
      {consent.marketing ? (
        <ul className="share__links">
          {NETWORKS.map(({ network, label, href }) => (
            <li key={network}>
              <a className={`share__link share__link--${network}`} href={href(url, title)} target="_blank" rel="noopener noreferrer">
                <SocialIcon network={network} />
                <span>{t('share.on', { network: label })}</span>
                <span className="visually-hidden"> {t('common.externalLink')}</span>
              </a>
            </li>
          ))}
          {mail}
        </ul>
      ) : (
        <>
          <div className="share-consent" role="group" aria-labelledby={`${headingId}-consent`}>
            <p className="share-consent__title" id={`${headingId}-consent`}>
              {t('share.consentTitle')}
            </p>
            <p className="share-consent__text">{t('share.consentText')}</p>
            <form method="post" action="/consent">
              <input type="hidden" name="return" value={`${path}#${SHARE_SECTION_ID}`} />
              <input type="hidden" name="choice" value="custom" />
              {/* Recorded as consent given from a placeholder (issue 17). */}
              <input type="hidden" name="origin" value="placeholder" />
              {consent.statistics ? <input type="hidden" name="statistics" value="1" /> : null}
              <input type="hidden" name="marketing" value="1" />
              <button type="submit" className="button button--primary share-consent__accept">
                {t('share.accept')}
              </button>
            </form>
          </div>
          <ul className="share__links">{mail}</ul>
        </>
      )}
    </section>
  );
}
