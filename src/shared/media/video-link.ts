import type { VideoProvider } from './media-dto.ts';

/**
 * Recognises links of the two supported video services and extracts the video id.
 * Returns null for anything else, including look-alike hosts.
 */
export function parseVideoLink(input: string): { provider: VideoProvider; id: string } | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\.|^m\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  const youtubeId = /^[A-Za-z0-9_-]{11}$/;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const candidate =
      segments[0] === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')
          ? segments[1]
          : null;
    return candidate && youtubeId.test(candidate) ? { provider: 'youtube', id: candidate } : null;
  }
  if (host === 'youtu.be') {
    const candidate = segments[0];
    return candidate && youtubeId.test(candidate) ? { provider: 'youtube', id: candidate } : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const candidate =
      host === 'player.vimeo.com' ? (segments[0] === 'video' ? segments[1] : null) : segments.find((segment) => /^\d+$/.test(segment));
    return candidate && /^\d{1,12}$/.test(candidate) ? { provider: 'vimeo', id: candidate } : null;
  }
  return null;
}

export function videoLink(provider: VideoProvider, id: string): string {
  return provider === 'youtube' ? `https://www.youtube.com/watch?v=${id}` : `https://vimeo.com/${id}`;
}
