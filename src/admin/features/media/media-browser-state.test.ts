import { describe, expect, it } from 'vitest';
import type { DirectoryContent, MediaFileDto } from '../../../shared/media/media-dto.ts';
import { mediaListing, mediaTypeLabelKey, selectedFile, toggledSelection } from './media-browser-state.ts';

const file = (id: number): MediaFileDto => ({
  id,
  path: `/f${id}.png`,
  fileName: `f${id}.png`,
  type: 'image',
  mimeType: 'image/png',
  hash: `h${id}`,
  defaultAltText: '',
  shared: false,
  filesize: 10,
  dimensions: null,
  video: null,
  previewUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const folder: DirectoryContent = { path: '/', directories: [{ path: '/Photos', name: 'Photos' }], files: [file(1)] };

describe('mediaListing', () => {
  it('lists the folder’s folders and files when not searching', () => {
    expect(mediaListing({ directoryContent: folder, searchResultsContent: null, loading: false })).toEqual({
      searching: false,
      folders: folder.directories,
      files: folder.files,
      empty: false,
    });
  });

  it('lists only the search results (no folders) while searching', () => {
    const listing = mediaListing({ directoryContent: folder, searchResultsContent: [file(2)], loading: false });
    expect(listing).toEqual({ searching: true, folders: [], files: [file(2)], empty: false });
  });

  it('is empty only once loaded with nothing to show', () => {
    expect(mediaListing({ directoryContent: null, searchResultsContent: null, loading: true }).empty).toBe(false);
    expect(mediaListing({ directoryContent: null, searchResultsContent: null, loading: false }).empty).toBe(false);
    expect(
      mediaListing({ directoryContent: { ...folder, directories: [], files: [] }, searchResultsContent: null, loading: true }).empty,
    ).toBe(false);
    expect(mediaListing({ directoryContent: folder, searchResultsContent: [], loading: false }).empty).toBe(true);
  });
});

describe('selection', () => {
  it('toggles the clicked file and finds the selected one among the listed files', () => {
    expect(toggledSelection(null, 3)).toBe(3);
    expect(toggledSelection(3, 3)).toBeNull();
    expect(toggledSelection(3, 4)).toBe(4);
    expect(selectedFile([file(1), file(2)], 2)?.id).toBe(2);
    expect(selectedFile([file(1)], 2)).toBeNull();
    expect(selectedFile([file(1)], null)).toBeNull();
  });

  it('names each media type with its translation key', () => {
    expect(['image', 'gif', 'document', 'video'].map((type) => mediaTypeLabelKey(type as MediaFileDto['type']))).toEqual([
      'media.typeImage',
      'media.typeGif',
      'media.typeDocument',
      'media.typeVideo',
    ]);
  });
});
