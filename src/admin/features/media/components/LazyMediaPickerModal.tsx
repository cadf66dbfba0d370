import { lazyPart, PartLoader } from '../../../components/lazy-part.tsx';
import type { MediaPickerModal as LoadedPicker } from './MediaPickerModal.tsx';

/**
 * MediaPickerModal, loaded on first use. The library browser and its dialogs come when a picker
 * may open soon (the pointer or the focus reaches a media slot) or opens, not with every screen
 * that shows an image or file slot, such as the page editor (issue 20).
 */
export const MediaPickerModal = lazyPart<Parameters<typeof LoadedPicker>[0]>(
  () => import('./MediaPickerModal.tsx').then((module) => module.MediaPickerModal),
  { fallback: () => <PartLoader /> },
);

/** For event handlers: a failed early fetch is tried again when the picker opens. */
export function warmMediaPicker(): void {
  MediaPickerModal.preload().catch(() => {});
}
