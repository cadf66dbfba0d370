import { useEffect, useState } from 'react';
import { createTranslator } from '../../i18n/ui-strings.ts';
import { CONSENT_CHANGE_EVENT, grantMarketingConsent, readBrowserConsent } from '../consent-cookie.ts';
import { recordConsentChoice } from '../consent-record.ts';
import type { VideoProvider } from '../../../shared/media/media-dto.ts';
import { PROVIDER_NAMES, videoEmbedUrl, videoWatchUrl } from './video-embed.ts';

export interface VideoConsentProps {
  blockKey: string;
  locale: string;
  provider: VideoProvider;
  videoId: string;
  /** The title shown to people (block title or a generic "Video"). */
  title: string;
}

/**
 * The "video-consent" island. The server always renders the placeholder (a cached page must
 * not depend on one visitor's cookies); in the browser the player replaces it when the
 * visitor has marketing consent, or after "Accept and play", which also grants it.
 */
export default function VideoConsent({ blockKey, locale, provider, videoId, title }: VideoConsentProps) {
  const t = createTranslator(locale);
  const [player, setPlayer] = useState<'none' | 'shown' | 'autoplay'>('none');
  const providerName = PROVIDER_NAMES[provider];

  useEffect(() => {
    const sync = () => {
      if (readBrowserConsent()?.marketing) setPlayer((current) => (current === 'none' ? 'shown' : current));
    };
    sync();
    window.addEventListener(CONSENT_CHANGE_EVENT, sync);
    return () => window.removeEventListener(CONSENT_CHANGE_EVENT, sync);
  }, []);

  if (player !== 'none') {
    return (
      <div className="video-consent__player">
        <iframe
          src={videoEmbedUrl(provider, videoId, player === 'autoplay')}
          title={t('video.playerTitle', { title, provider: providerName })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      </div>
    );
  }

  const titleId = `video-title-${blockKey}`;
  const accept = () => {
    setPlayer('autoplay');
    grantMarketingConsent();
    void recordConsentChoice('placeholder');
  };
  return (
    <div className="video-consent__placeholder" role="group" aria-labelledby={titleId}>
      <p className="video-consent__title" id={titleId}>
        {t('video.consentTitle', { title })}
      </p>
      <p className="video-consent__text">{t('video.consentText', { provider: providerName })}</p>
      <button type="button" className="button button--primary video-consent__accept" onClick={accept}>
        {t('video.acceptAndPlay')}
      </button>
      <noscript>
        <a className="video-consent__link" href={videoWatchUrl(provider, videoId)} rel="noopener noreferrer">
          {t('video.watchOn', { title, provider: providerName })}
        </a>
      </noscript>
    </div>
  );
}
