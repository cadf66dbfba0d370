import type { ReactElement } from 'react';

/** Icons of the media screens (24x24 strokes, like the shared Icon). */
const PATHS = {
  folder: 'M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2.5h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5v-12z',
  folderPlus:
    'M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2.5h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5v-12zM12 11v6M9 14h6',
  upload: 'M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  video: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
  file: 'M6 2h9l5 5v15H6V2zm8 1.5V8h4.5',
  image: 'M4 4h16v16H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01',
  move: 'M5 12h14M13 6l6 6-6 6M3 5v14',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  rotateLeft: 'M4 4v5h5M4.6 9A8 8 0 1 1 4 13',
  rotateRight: 'M20 4v5h-5M19.4 9A8 8 0 1 0 20 13',
  flipH: 'M12 3v18M8 7l-5 5 5 5V7zM16 7l5 5-5 5V7z',
  flipV: 'M3 12h18M7 8l5-5 5 5H7zM7 16l5 5 5-5H7z',
  crop: 'M6 2v16h16M2 6h16v16',
  check: 'M5 12l5 5 9-10',
  warning: 'M12 3 2 20h20L12 3zm0 6v5m0 3h.01',
} as const;

export type MediaIconName = keyof typeof PATHS;

export function MediaIcon({ name, size = 20 }: { name: MediaIconName; size?: number }): ReactElement {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
