import type { Block } from '../../../../shared/blocks/block.ts';
import type { PageDto, PageVersionDto } from '../../../../shared/pages/page-dto.ts';

/** Test data for the editor's unit tests: a news page with a concept version. */
export const quoteBlock = (key: string, text: string): Block => ({
  type: 'quote',
  key,
  props: { text, author: '', role: '' },
  anchorPoint: '',
  __images: {},
  __files: {},
});

export function testVersion(overrides: Partial<PageVersionDto> = {}): PageVersionDto {
  return {
    id: 11,
    pageID: 5,
    title: 'Bats',
    hasPublicationRequest: false,
    blocks: [quoteBlock('q1', 'Nature first')],
    seoTitle: '',
    seoDescription: '',
    seoKeywords: [],
    seoImage: null,
    typeData: { publicationDate: '2024-05-01' },
    pageType: 'news',
    revision: 3,
    isConcept: true,
    publishedAt: null,
    createdAt: '',
    updatedAt: '',
    updatedBy: null,
    ...overrides,
  };
}

export function testPage(overrides: Partial<PageDto> = {}, version: Partial<PageVersionDto> = {}): PageDto {
  return {
    id: 5,
    slug: 'news/bats',
    title: 'Bats',
    type: 'news',
    locale: 'en-gb',
    translationGroup: 'g',
    typeData: {},
    conceptVersionID: 11,
    publishedVersionID: null,
    publishedID: null,
    hasUnpublishedChanges: true,
    url: '/en-gb/news/bats',
    createdAt: '',
    updatedAt: '',
    pageType: 'news',
    pageVersion: testVersion(version),
    ...overrides,
  };
}
