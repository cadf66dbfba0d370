import { describe, expect, it } from 'vitest';
import type { GroupPageRow } from './translation-status.repository.ts';
import { statusOf } from './translation-status.service.ts';

const row = (fields: Partial<GroupPageRow> & Pick<GroupPageRow, 'id' | 'locale'>): GroupPageRow => ({
  slug: `p${fields.id}`,
  published_version_id: null,
  concept_dirty: 1,
  translation_source_id: null,
  translation_synced_at: null,
  translation_sync_note: null,
  concept_updated_at: '2026-01-01T00:00:00.000Z',
  published_at: null,
  ...fields,
});

describe('statusOf', () => {
  it('without a recorded source, the default-language page is the source', () => {
    const dutch = row({ id: 1, locale: 'nl-nl', published_version_id: 10, concept_dirty: 0, published_at: '2026-02-01T00:00:00.000Z' });
    const english = row({ id: 2, locale: 'en-gb' });
    const group = [dutch, english];
    expect(statusOf(english, group, 'nl-nl')).toMatchObject({ sourcePageID: 1, outOfDate: true, status: 'concept' });
    expect(statusOf(dutch, group, 'nl-nl')).toMatchObject({ sourcePageID: null, outOfDate: false, status: 'published' });
  });

  it('a recorded source wins over the default language; marking up to date counts as an update', () => {
    const dutch = row({ id: 1, locale: 'nl-nl', published_at: '2026-03-01T00:00:00.000Z', published_version_id: 10 });
    const german = row({ id: 3, locale: 'de-de', published_at: '2026-01-15T00:00:00.000Z', published_version_id: 30 });
    const english = row({ id: 2, locale: 'en-gb', translation_source_id: 3, concept_updated_at: '2026-02-01T00:00:00.000Z' });
    expect(statusOf(english, [dutch, german, english], 'nl-nl')).toMatchObject({ sourcePageID: 3, outOfDate: false });
    const marked = { ...english, translation_source_id: null, translation_synced_at: '2026-04-01T00:00:00.000Z' };
    expect(statusOf(marked, [dutch, german, marked], 'nl-nl')).toMatchObject({
      sourcePageID: 1,
      outOfDate: false,
      translationUpdatedAt: '2026-04-01T00:00:00.000Z',
    });
  });

  it('an original in another language never follows the translation made from it', () => {
    const english = row({ id: 1, locale: 'en-gb' });
    const dutch = row({
      id: 2,
      locale: 'nl-nl',
      translation_source_id: 1,
      published_version_id: 20,
      published_at: '2026-05-01T00:00:00.000Z',
    });
    expect(statusOf(english, [english, dutch], 'nl-nl')).toMatchObject({ sourcePageID: null, outOfDate: false });
  });
});
