import { islandAttributes } from '../../browser/island-props.ts';
import VideoConsent, { type VideoConsentProps } from '../../browser/video/VideoConsent.tsx';
import type { BlockComponentProps } from '../types.ts';

/**
 * A consent placeholder, never the player itself: without marketing cookies (SPEC 4,
 * Cookie consent) the video may not load. The "video-consent" island swaps in the player
 * in the browser once the visitor has (or gives) marketing consent; without JavaScript a
 * link to the video remains.
 */
export function Video({ block, context }: BlockComponentProps<'video'>) {
  const { provider, videoId, title } = block.props;
  if (!videoId) return null;
  const props: VideoConsentProps = {
    blockKey: block.key,
    locale: context.locale,
    provider,
    videoId,
    title: title || context.t('video.untitled'),
  };
  return (
    <section className="block block-video">
      {title ? <h2 className="block__title">{title}</h2> : null}
      <div className="video-consent" data-video-provider={provider} data-video-id={videoId} {...islandAttributes('video-consent', props)}>
        <VideoConsent {...props} />
      </div>
    </section>
  );
}
