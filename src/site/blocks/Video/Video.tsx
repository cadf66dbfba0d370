import type { BlockProps } from '../../../shared/blocks/definitions.ts';
import type { BlockComponentProps } from '../types.ts';

type Provider = BlockProps<'video'>['provider'];

const PROVIDER_NAMES: Record<Provider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

export function videoWatchUrl(provider: Provider, videoId: string): string {
  return provider === 'youtube'
    ? `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`
    : `https://vimeo.com/${encodeURIComponent(videoId)}`;
}

/**
 * A consent placeholder, never the player itself: without marketing cookies (SPEC 4,
 * Cookie consent) the video may not load. The "video-consent" island replaces this element
 * with the player once the visitor accepts; without JavaScript a link to the video remains.
 */
export function Video({ block, context }: BlockComponentProps<'video'>) {
  const { provider, videoId, title } = block.props;
  if (!videoId) return null;
  const providerName = PROVIDER_NAMES[provider];
  const shownTitle = title || context.t('video.untitled');
  const titleId = `video-title-${block.key}`;
  return (
    <section className="block block-video">
      {title ? <h2 className="block__title">{title}</h2> : null}
      <div
        className="video-consent"
        data-island="video-consent"
        data-video-provider={provider}
        data-video-id={videoId}
        data-video-title={shownTitle}
        role="group"
        aria-labelledby={titleId}
      >
        <p className="video-consent__title" id={titleId}>
          {context.t('video.consentTitle', { title: shownTitle })}
        </p>
        <p className="video-consent__text">{context.t('video.consentText', { provider: providerName })}</p>
        <button type="button" className="button button--primary video-consent__accept" data-consent-category="marketing">
          {context.t('video.acceptAndPlay')}
        </button>
        <noscript>
          <a className="video-consent__link" href={videoWatchUrl(provider, videoId)} rel="noopener noreferrer">
            {context.t('video.watchOn', { title: shownTitle, provider: providerName })}
          </a>
        </noscript>
      </div>
    </section>
  );
}
