import { describe, expect, it } from 'vitest';
import type { Block } from '../../../../shared/blocks/block.ts';
import {
  availablePublicationActions,
  blockMainText,
  comparisonBase,
  compareVersions,
  conceptChangedSinceRequest,
  publicationBadges,
  unpublishCall,
  type PublicationAction,
  type PublicationPageState,
} from './publication-rules.ts';

const user = (id: number, ...names: string[]) => ({ id, permissions: names.map((name) => ({ name })) });
const EDITOR = user(1, 'create-page', 'manage-media');
const REVIEWER = user(2, 'create-page', 'publish-page', 'review-publication');
const PUBLISHER_ONLY = user(3, 'publish-page');
const REVIEW_ONLY = user(4, 'review-publication');
const VIEWER = user(5);

const page = (overrides: Partial<PublicationPageState> = {}): PublicationPageState => ({
  published: false,
  hasUnpublishedChanges: false,
  hasPublicationRequest: false,
  unsaved: false,
  ...overrides,
});
const requestBy = (id: number | null) => ({ requestedBy: id === null ? null : { id } });

describe('availablePublicationActions', () => {
  const cases: [string, Parameters<typeof availablePublicationActions>, PublicationAction[]][] = [
    ['nobody logged in', [null, page(), null], []],
    ['a viewer without permissions', [VIEWER, page(), null], []],
    ['an editor, new page', [EDITOR, page(), null], ['requestPublication']],
    ['an editor, published page without changes', [EDITOR, page({ published: true }), null], []],
    [
      'an editor, published page with stored changes',
      [EDITOR, page({ published: true, hasUnpublishedChanges: true }), null],
      ['requestPublication'],
    ],
    ['an editor, published page with unsaved changes', [EDITOR, page({ published: true, unsaved: true }), null], ['requestPublication']],
    ['an editor, own pending request', [EDITOR, page({ hasPublicationRequest: true }), requestBy(1)], ['resendRequest', 'revokeRequest']],
    ["an editor, someone else's request", [EDITOR, page({ hasPublicationRequest: true }), requestBy(9)], []],
    ['an editor, request flag while the request loads', [EDITOR, page({ hasPublicationRequest: true }), null], []],
    ['a reviewer, new page', [REVIEWER, page(), null], ['publish', 'requestPublication']],
    ['a reviewer, unsaved changes', [REVIEWER, page({ unsaved: true }), null], ['saveAndPublish', 'requestPublication']],
    ['a reviewer, published page without changes', [REVIEWER, page({ published: true }), null], ['unpublish']],
    [
      'a reviewer, published with changes',
      [REVIEWER, page({ published: true, hasUnpublishedChanges: true }), null],
      ['publish', 'requestPublication', 'unpublish'],
    ],
    [
      "a reviewer, someone else's request",
      [REVIEWER, page({ hasPublicationRequest: true }), requestBy(1)],
      ['reviewRequest', 'publish', 'resendRequest', 'revokeRequest'],
    ],
    [
      'a reviewer, own request: no review (four eyes)',
      [REVIEWER, page({ hasPublicationRequest: true }), requestBy(2)],
      ['publish', 'resendRequest', 'revokeRequest'],
    ],
    [
      'a reviewer, request of a deleted user',
      [REVIEWER, page({ hasPublicationRequest: true }), requestBy(null)],
      ['reviewRequest', 'publish', 'resendRequest', 'revokeRequest'],
    ],
    ['review-only user, pending request', [REVIEW_ONLY, page({ hasPublicationRequest: true }), requestBy(1)], ['reviewRequest']],
    ['publisher without create-page, unsaved', [PUBLISHER_ONLY, page({ published: true, unsaved: true }), null], []],
    [
      'publisher without create-page, saved',
      [PUBLISHER_ONLY, page({ published: true, hasUnpublishedChanges: true }), null],
      ['publish', 'unpublish'],
    ],
    // Resend and revoke: the requester with create-page, or any publisher (the server's rule).
    [
      'publisher without create-page, pending request',
      [PUBLISHER_ONLY, page({ hasPublicationRequest: true }), requestBy(1)],
      ['publish', 'resendRequest', 'revokeRequest'],
    ],
    ['requester who lost create-page, own request', [user(6, 'manage-media'), page({ hasPublicationRequest: true }), requestBy(6)], []],
  ];
  it.each(cases)('%s', (_name, args, expected) => {
    expect(availablePublicationActions(...args)).toEqual(expected);
  });

  it('unpublishes with a store when there are unsaved changes', () => {
    expect(unpublishCall(true)).toBe('storeAndUnpublish');
    expect(unpublishCall(false)).toBe('unpublish');
  });
});

describe('publicationBadges', () => {
  const request = { requestedBy: { name: 'Eva' }, createdAt: '2024-05-01T10:00:00.000Z', resentAt: null };
  it.each([
    [{ published: false, hasUnpublishedChanges: false }, null, [{ key: 'notPublished', tone: 'neutral' }]],
    [{ published: false, hasUnpublishedChanges: true }, null, [{ key: 'notPublished', tone: 'neutral' }]],
    [{ published: true, hasUnpublishedChanges: false }, null, [{ key: 'published', tone: 'success' }]],
    [{ published: true, hasUnpublishedChanges: true }, null, [{ key: 'unpublishedChanges', tone: 'warning' }]],
    [
      { published: false, hasUnpublishedChanges: false },
      request,
      [
        { key: 'notPublished', tone: 'neutral' },
        { key: 'requestedBy', tone: 'info', name: 'Eva', at: '2024-05-01T10:00:00.000Z' },
      ],
    ],
  ])('%o with %o', (state, pending, expected) => {
    expect(publicationBadges(state, pending)).toEqual(expected);
  });

  it('uses the resend date and copes with a deleted requester', () => {
    expect(
      publicationBadges({ published: false, hasUnpublishedChanges: false }, { requestedBy: null, createdAt: 'a', resentAt: 'b' })[1],
    ).toEqual({
      key: 'requested',
      tone: 'info',
      at: 'b',
    });
  });
});

describe('review helpers', () => {
  it('knows when the concept changed after the request', () => {
    expect(conceptChangedSinceRequest(4, 3)).toBe(true);
    expect(conceptChangedSinceRequest(3, 3)).toBe(false);
  });

  it('compares with the published version, or the last published one when offline', () => {
    const history = [
      { id: 5, isConcept: true, publishedAt: null },
      { id: 4, isConcept: false, publishedAt: '2024-03-01T00:00:00.000Z' },
      { id: 3, isConcept: false, publishedAt: '2024-04-01T00:00:00.000Z' },
      { id: 2, isConcept: false, publishedAt: null },
    ];
    expect(comparisonBase(4, history)).toEqual({ versionId: 4, live: true });
    expect(comparisonBase(null, history)).toEqual({ versionId: 3, live: false });
    expect(comparisonBase(null, [{ id: 1, isConcept: true, publishedAt: null }])).toBeNull();
  });
});

const block = (key: string, type: string, props: Record<string, unknown>): Block =>
  ({ key, type, props, anchorPoint: '', __images: {}, __files: {} }) as Block;

describe('blockMainText', () => {
  it('reads titles, texts and rich text without markup, cards included', () => {
    expect(blockMainText(block('a', 'richText', { html: '<p>Bats <strong>fly</strong> &amp; hunt</p>' }))).toBe('Bats fly & hunt');
    expect(blockMainText(block('a', 'threeCards', { title: 'Services', cards: [{ title: 'Research' }, { title: 'Advice' }] }))).toBe(
      'Services · Research · Advice',
    );
    expect(blockMainText(block('a', 'quote', { text: 'x'.repeat(400) }), 20)).toHaveLength(20);
    expect(blockMainText(block('a', 'image', {}))).toBe('');
  });
});

describe('compareVersions', () => {
  const base = {
    title: 'Bats',
    seoTitle: '',
    blocks: [
      block('h', 'pageHeader', { title: 'Bats' }),
      block('gone', 'quote', { text: 'Old' }),
      block('r', 'richText', { html: '<p>Old</p>' }),
    ],
  };

  it('matches blocks by key and marks what changed, was added or removed', () => {
    const concept = {
      title: 'Bats at night',
      seoTitle: '',
      blocks: [
        block('h', 'pageHeader', { title: 'Bats' }),
        block('r', 'richText', { html: '<p>New</p>' }),
        block('n', 'quote', { text: 'Hi' }),
      ],
    };
    const result = compareVersions(base, concept);
    expect(result.title).toEqual({ before: 'Bats', after: 'Bats at night', changed: true });
    expect(result.blocks.map((row) => [row.key, row.status])).toEqual([
      ['h', 'same'],
      ['gone', 'removed'],
      ['r', 'changed'],
      ['n', 'added'],
    ]);
    expect(result.blocks[2]).toMatchObject({ before: { type: 'richText', text: 'Old' }, after: { type: 'richText', text: 'New' } });
    expect(result.changedCount).toBe(4);
  });

  it('lists removed blocks at the end when nothing follows them, and everything as added without a base', () => {
    expect(compareVersions(base, { title: 'Bats', blocks: [base.blocks[0]!] }).blocks.map((row) => row.status)).toEqual([
      'same',
      'removed',
      'removed',
    ]);
    const fresh = compareVersions(null, { title: 'New', blocks: [block('x', 'quote', {})] });
    expect(fresh.title).toEqual({ before: null, after: 'New', changed: true });
    expect(fresh.blocks.map((row) => row.status)).toEqual(['added']);
  });
});
