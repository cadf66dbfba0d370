import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner.tsx';

// The library browser (and its dialogs) is fetched when a picker first opens, not with every
// screen that shows an image or file slot, such as the page editor (issue 20).
const MediaPickerModalLoaded = lazy(() => import('./MediaPickerModal.tsx').then((module) => ({ default: module.MediaPickerModal })));

/** MediaPickerModal, loaded on first use. */
export function MediaPickerModal(props: ComponentProps<typeof MediaPickerModalLoaded>) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <MediaPickerModalLoaded {...props} />
    </Suspense>
  );
}
