import { describe, expect, it } from 'vitest';
import { defaultBlockProps } from './definitions.ts';
import { normaliseProps } from './normalise-props.ts';

describe('normaliseProps', () => {
  it('returns valid props parsed: defaults filled in, unknown keys dropped', () => {
    expect(normaliseProps('video', { videoId: 'abc' })).toEqual({ provider: 'youtube', videoId: 'abc', title: '' });
    expect(normaliseProps('quote', { text: 'Nature first', retired: true })).toEqual({ text: 'Nature first', author: '', role: '' });
  });

  it('keeps every field that still parses and gives the others their default', () => {
    expect(normaliseProps('pageList', { title: 'News', pageType: 'nonsense', limit: 5 })).toEqual({
      title: 'News',
      pageType: 'news',
      limit: 5,
    });
    expect(normaliseProps('hero', { title: 'x'.repeat(161), subtitle: 'Kept', buttons: 'not a list' })).toEqual({
      title: '',
      subtitle: 'Kept',
      buttons: [],
    });
  });

  it('for the editor keeps a misfit of the right kind as stored, so it is shown and fixed rather than lost', () => {
    expect(normaliseProps('hero', { title: 'x'.repeat(161), subtitle: 'Kept', buttons: 'not a list' }, { keepMisfits: true })).toEqual({
      title: 'x'.repeat(161),
      subtitle: 'Kept',
      buttons: [],
    });
    expect(normaliseProps('pageList', { title: 'News', pageType: 'nonsense', limit: 5 }, { keepMisfits: true })).toEqual({
      title: 'News',
      pageType: 'nonsense',
      limit: 5,
    });
  });

  it('gives the defaults for props that are not an object', () => {
    expect(normaliseProps('relatedProjects', null)).toEqual(defaultBlockProps('relatedProjects'));
    expect(normaliseProps('teamMembers', 'props')).toEqual(defaultBlockProps('teamMembers'));
    expect(normaliseProps('richText', undefined)).toEqual({ html: '' });
  });
});
