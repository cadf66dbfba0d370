import type { DirectoryDto, MediaFileDto, MediaKind } from '../../../shared/media/media-dto.ts';
import type { MediaLibraryState } from './media-library-state.ts';

/** The dialog the browser shows over the listing (one at a time). */
export type MediaDialog =
  | { kind: 'create-folder' }
  | { kind: 'add-video' }
  | { kind: 'move-file'; file: MediaFileDto }
  | { kind: 'move-folder'; path: string }
  | { kind: 'edit'; file: MediaFileDto }
  | { kind: 'delete-file'; file: MediaFileDto }
  | { kind: 'delete-folder'; folder: DirectoryDto }
  | { kind: 'where-used'; file: MediaFileDto }
  | null;

export type MediaView = 'grid' | 'list';

export interface MediaListing {
  /** A search is shown instead of the folder (its results come from this folder and below). */
  searching: boolean;
  folders: DirectoryDto[];
  files: MediaFileDto[];
  /** Loaded and nothing to show: the screen says the folder is empty or nothing was found. */
  empty: boolean;
}

/** What the browser lists: the search results while searching (files only), else the folder's folders and files. */
export function mediaListing(state: Pick<MediaLibraryState, 'searchResultsContent' | 'directoryContent' | 'loading'>): MediaListing {
  const searching = state.searchResultsContent !== null;
  const files = searching ? (state.searchResultsContent ?? []) : (state.directoryContent?.files ?? []);
  const folders = searching ? [] : (state.directoryContent?.directories ?? []);
  const empty = !state.loading && state.directoryContent !== null && folders.length === 0 && files.length === 0;
  return { searching, folders, files, empty };
}

/** A click on the selected file unselects it; a click on another selects that one. */
export const toggledSelection = (selectedId: number | null, fileId: number): number | null => (fileId === selectedId ? null : fileId);

/** The selected file, if it is still listed (a refresh or a new folder may have removed it). */
export const selectedFile = (files: MediaFileDto[], selectedId: number | null): MediaFileDto | null =>
  files.find((file) => file.id === selectedId) ?? null;

/** The translation key naming a media type: media.typeImage, media.typeGif, media.typeDocument, media.typeVideo. */
export const mediaTypeLabelKey = (type: MediaKind): string => `media.type${type.charAt(0).toUpperCase()}${type.slice(1)}`;

/** In a picker: which files can be chosen and what "use" does with the chosen one. */
export interface MediaPicker {
  accepts: (file: MediaFileDto) => boolean;
  onUse: (file: MediaFileDto) => void;
  useLabel: string;
}
