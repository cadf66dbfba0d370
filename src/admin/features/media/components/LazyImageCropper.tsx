import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner.tsx';

// cropperjs (and its stylesheet) is fetched when the crop dialog first opens (issue 20).
const ImageCropperLoaded = lazy(() => import('./ImageCropper.tsx').then((module) => ({ default: module.ImageCropper })));

/** ImageCropper, loaded on first use. */
export function ImageCropper(props: ComponentProps<typeof ImageCropperLoaded>) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <ImageCropperLoaded {...props} />
    </Suspense>
  );
}
