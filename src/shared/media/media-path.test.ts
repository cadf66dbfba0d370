import { describe, expect, it } from 'vitest';
import { baseName, isValidMediaName, isValidMediaPath, isWithin, joinMediaPath, mediaPath, parentOf } from './media-path.ts';
import { parseVideoLink, videoLink } from './video-link.ts';

describe('media paths', () => {
  it.each(['/', '/a', '/a/b c/d.e', '/Ærø ✓', `/${'a'.repeat(255)}`])('accepts %j', (path) => {
    expect(isValidMediaPath(path)).toBe(true);
  });

  it.each([
    '',
    'a',
    '//',
    '/a/',
    '/a//b',
    '/..',
    '/a/./b',
    '/a\\b',
    'C:\\x',
    '/a\u0000',
    '/a\u001fb',
    '/a\u007f',
    '/ a',
    `/${'a'.repeat(256)}`,
    `/${'a/'.repeat(600)}a`,
  ])('refuses %j', (path) => {
    expect(isValidMediaPath(path)).toBe(false);
  });

  it('names are single segments', () => {
    expect(isValidMediaName('photo.jpg')).toBe(true);
    expect(isValidMediaName('..')).toBe(false);
    expect(isValidMediaName('a/b')).toBe(false);
    expect(isValidMediaName('')).toBe(false);
  });

  it('joins, splits and compares', () => {
    expect(joinMediaPath('/', 'a')).toBe('/a');
    expect(joinMediaPath('/a', 'b')).toBe('/a/b');
    expect(parentOf('/a')).toBe('/');
    expect(parentOf('/a/b')).toBe('/a');
    expect(baseName('/a/b')).toBe('b');
    expect(isWithin('/a/b', '/a')).toBe(true);
    expect(isWithin('/a', '/a')).toBe(true);
    expect(isWithin('/ab', '/a')).toBe(false);
    expect(isWithin('/anything', '/')).toBe(true);
  });

  it('the schema says V_01 when missing, V_14 when too long, V_12 otherwise', () => {
    expect(mediaPath.safeParse(undefined).error?.issues[0]?.message).toBe('V_01');
    expect(mediaPath.safeParse(12).error?.issues[0]?.message).toBe('V_12');
    expect(mediaPath.safeParse('/a/../b').error?.issues[0]?.message).toBe('V_12');
    // Too long is over the limit, the one error whatever else the path would be.
    expect(mediaPath.safeParse(`/${'a'.repeat(200)}`.repeat(6)).error?.issues.map((issue) => issue.message)).toEqual(['V_14']);
    expect(mediaPath.safeParse(`/${'a'.repeat(200)}`.repeat(4)).success).toBe(true);
  });
});

describe('video links', () => {
  it('recognises both services and rebuilds a canonical link', () => {
    expect(parseVideoLink('https://m.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(parseVideoLink('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(parseVideoLink(' https://vimeo.com/channels/staffpicks/76979871 ')).toEqual({ provider: 'vimeo', id: '76979871' });
    expect(videoLink('youtube', 'dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(videoLink('vimeo', '76979871')).toBe('https://vimeo.com/76979871');
  });

  it.each([
    'https://youtube.com.evil.org/watch?v=dQw4w9WgXcQ',
    'https://notyoutu.be/dQw4w9WgXcQ',
    'https://youtu.be.evil.org/dQw4w9WgXcQ',
    'https://player.vimeo.com.evil.org/video/1',
    'javascript:alert(1)',
    'data:text/html,<script>',
    'https://www.youtube.com/watch',
    'https://vimeo.com/',
    '',
  ])('refuses %j', (link) => {
    expect(parseVideoLink(link)).toBeNull();
  });
});
