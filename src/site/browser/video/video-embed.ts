import type { VideoProvider } from '../../../shared/media/media-dto.ts';

/**
 * The privacy-friendlier players: YouTube's no-cookie domain and Vimeo with Do Not Track.
 * Even these talk to the provider, which is why they only load after marketing consent.
 */
export function videoEmbedUrl(provider: VideoProvider, videoId: string, autoplay: boolean): string {
  const id = encodeURIComponent(videoId);
  if (provider === 'youtube') return `https://www.youtube-nocookie.com/embed/${id}?rel=0${autoplay ? '&autoplay=1' : ''}`;
  return `https://player.vimeo.com/video/${id}?dnt=1${autoplay ? '&autoplay=1' : ''}`;
}

/** Where videoEmbedUrl points: the site's Content-Security-Policy allows exactly these frames. */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

export const PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

export function videoWatchUrl(provider: VideoProvider, videoId: string): string {
  return provider === 'youtube'
    ? `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`
    : `https://vimeo.com/${encodeURIComponent(videoId)}`;
}
