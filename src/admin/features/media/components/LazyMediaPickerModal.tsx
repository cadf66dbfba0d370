import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner.tsx';
import { loadOnce } from '../../../lib/load-once.ts';
import type { MediaPickerModal as LoadedPicker } from './MediaPickerModal.tsx';

type PickerModule = { MediaPickerModal: typeof LoadedPicker };

/**
 * Starts fetching the picker's code, once (again after a failure). The library browser and its
 * dialogs come when a picker may open soon (the pointer or the focus reaches a media slot) or
 * opens, not with every screen that shows an image or file slot, such as the page editor (issue 20).
 */
export const preloadMediaPicker: () => Promise<PickerModule> = loadOnce(() => import('./MediaPickerModal.tsx'));

/** For event handlers: a failed early fetch is tried again when the picker opens. */
export function warmMediaPicker(): void {
  preloadMediaPicker().catch(() => {});
}

const MediaPickerModalLoaded = lazy(() => preloadMediaPicker().then((module) => ({ default: module.MediaPickerModal })));

/** MediaPickerModal, loaded on first use. */
export function MediaPickerModal(props: ComponentProps<typeof MediaPickerModalLoaded>) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <MediaPickerModalLoaded {...props} />
    </Suspense>
  );
}
