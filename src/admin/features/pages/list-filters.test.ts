import { describe, expect, it } from 'vitest';
import { listedPageTypes, pageListRequest, pageStatus, pageTypeFromRoute, pageTypeOverviewPath } from './list-filters.ts';

describe('page list filters', () => {
  it('maps the list state and filters to the list request', () => {
    expect(pageListRequest({ filter: 'concept', locale: 'nl-nl', type: 'news' }, 2, 25, '  bats ', 'createdAt', 'asc')).toEqual({
      type: 'news',
      locale: 'nl-nl',
      filter: 'concept',
      pageIndex: 2,
      pageSize: 25,
      searchTerm: 'bats',
      columnToSort: 'createdAt',
      sortOrder: 'asc',
    });
  });

  it('falls back to the newest first for no or an unknown sort column', () => {
    const request = pageListRequest({ filter: 'all', locale: '', type: '' }, 0, 10, '', '', 'asc');
    expect(request).toMatchObject({ columnToSort: '', sortOrder: 'desc', type: '', locale: '' });
    expect(pageListRequest({ filter: 'all', locale: '', type: '' }, 0, 10, '', 'password', 'asc').columnToSort).toBe('');
  });

  it('keeps only known filters', () => {
    const request = pageListRequest({ filter: 'bogus' as never, locale: '', type: '' }, 0, 10, '', 'title', 'asc');
    expect(request.filter).toBe('all');
    expect(pageListRequest({ filter: 'publishRequest', locale: '', type: '' }, 0, 10, '', 'title', 'asc').filter).toBe('publishRequest');
  });

  it('derives the status column', () => {
    expect(pageStatus({ published: false, hasUnpublishedChanges: true })).toBe('concept');
    expect(pageStatus({ published: true, hasUnpublishedChanges: true })).toBe('unpublishedChanges');
    expect(pageStatus({ published: true, hasUnpublishedChanges: false })).toBe('published');
  });

  it('builds and reads per-type overview routes case-insensitively', () => {
    expect(pageTypeOverviewPath('project')).toBe('/page-overview/project');
    expect(pageTypeFromRoute('PROJECT')).toBe('project');
    expect(pageTypeFromRoute('%6Eews')).toBe('news');
    expect(pageTypeFromRoute('nope')).toBeNull();
    expect(pageTypeFromRoute('%E0%A4%A')).toBeNull();
    expect(pageTypeFromRoute(undefined)).toBeNull();
  });

  it('lists every page type but blank in the menu', () => {
    expect(listedPageTypes()).toEqual(['theme', 'service', 'project', 'innovation', 'news', 'team']);
  });
});
