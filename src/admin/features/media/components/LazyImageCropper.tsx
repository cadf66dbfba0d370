import { lazyPart, PartLoader } from '../../../components/lazy-part.tsx';
import type { ImageCropper as LoadedCropper } from './ImageCropper.tsx';

/** ImageCropper, loaded on first use: cropperjs and its stylesheet come when the crop dialog first opens (issue 20). */
export const ImageCropper = lazyPart<Parameters<typeof LoadedCropper>[0]>(
  () => import('./ImageCropper.tsx').then((module) => module.ImageCropper),
  { fallback: () => <PartLoader /> },
);
