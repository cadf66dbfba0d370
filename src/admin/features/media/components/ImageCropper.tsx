import { useEffect, useRef, useState } from 'react';
import Cropper from 'cropperjs';
import 'cropperjs/dist/cropper.css';
import { useTranslation } from 'react-i18next';
import type { CropParams } from '../../../../shared/blocks/block-media.ts';
import type { MediaFileDto } from '../../../../shared/media/media-dto.ts';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback.ts';
import { ASPECT_PRESETS, previewCropUrl, previewImageUrl, toCropParams, toCropperData } from '../crop-params.ts';
import { MediaIcon } from './MediaIcon.tsx';

interface ImageCropperProps {
  file: MediaFileDto;
  initial?: CropParams;
  onChange: (params: CropParams) => void;
}

/**
 * The cropper (cropperjs 1.x): free or fixed aspect, quarter turns and mirroring. Its output
 * is turned into SPEC crop parameters in the file's natural (oriented) pixels; the image it
 * shows may be a downsized preview, so its data is scaled up. The server's own rendering of
 * the crop (preview-crop) is shown next to it.
 */
export function ImageCropper({ file, initial, onChange }: ImageCropperProps) {
  const { t } = useTranslation();
  const image = useRef<HTMLImageElement>(null);
  const cropper = useRef<Cropper | null>(null);
  const [aspect, setAspect] = useState<string>('free');
  const [params, setParams] = useState<CropParams | null>(initial ?? null);
  const [previewParams, setPreviewParams] = useState<CropParams | null>(initial ?? null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const natural = file.dimensions ?? { width: 1, height: 1 };

  const updatePreview = useDebouncedCallback((next: CropParams) => setPreviewParams(next), 450);

  useEffect(() => {
    const element = image.current;
    if (!element) return;
    const scaleOf = () => (element.naturalWidth > 0 ? natural.width / element.naturalWidth : 1);
    const instance = new Cropper(element, {
      viewMode: 1,
      autoCropArea: 1,
      responsive: true,
      background: true,
      zoomable: true,
      zoomOnWheel: false,
      zoomOnTouch: false,
      toggleDragModeOnDblclick: false,
      movable: false,
      rotatable: true,
      scalable: true,
      checkOrientation: false,
      ready() {
        if (initial) instance.setData(toCropperData(initial, scaleOf()));
      },
      crop(event) {
        const next = toCropParams(event.detail, natural, scaleOf());
        setParams(next);
        onChangeRef.current(next);
        updatePreview(next);
      },
    });
    cropper.current = instance;
    return () => {
      instance.destroy();
      cropper.current = null;
    };
    // The cropper is built once per file.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file.id]);

  /** After a quarter turn the image no longer fits the stage: fit it again and crop all of it. */
  const rotate = (degrees: number) => {
    const instance = cropper.current;
    if (!instance) return;
    // viewMode 1 keeps the canvas at least as large as the crop box: shrink the box first.
    instance.setCropBoxData({ width: 8, height: 8 });
    instance.rotate(degrees);
    const container = instance.getContainerData();
    const imageData = instance.getImageData();
    const turned = Math.abs(imageData.rotate ?? 0) % 180 === 90;
    const naturalWidth = turned ? imageData.naturalHeight : imageData.naturalWidth;
    const naturalHeight = turned ? imageData.naturalWidth : imageData.naturalHeight;
    const ratio = Math.min(container.width / naturalWidth, container.height / naturalHeight);
    instance.zoomTo(ratio);
    const canvas = instance.getCanvasData();
    instance.setCanvasData({ left: (container.width - canvas.width) / 2, top: (container.height - canvas.height) / 2 });
    const fitted = instance.getCanvasData();
    const { left, top, width, height } = fitted;
    instance.setCropBoxData({ left, top, width, height });
  };
  const flip = (axis: 'x' | 'y') => {
    const instance = cropper.current;
    if (!instance) return;
    const data = instance.getData();
    if (axis === 'x') instance.scaleX(data.scaleX === -1 ? 1 : -1);
    else instance.scaleY(data.scaleY === -1 ? 1 : -1);
  };
  const chooseAspect = (id: string) => {
    setAspect(id);
    const preset = ASPECT_PRESETS.find((entry) => entry.id === id);
    cropper.current?.setAspectRatio(preset ? preset.ratio : Number.NaN);
  };

  return (
    <div className="image-cropper">
      <div className="image-cropper__stage">
        <img ref={image} src={previewImageUrl(file.id)} alt={file.defaultAltText || file.fileName} className="image-cropper__image" />
      </div>
      <div className="image-cropper__side">
        <div className="image-cropper__tools" role="toolbar" aria-label={t('mediaPicker.cropTitle')}>
          <button
            type="button"
            className="icon-button icon-button--bordered"
            onClick={() => rotate(-90)}
            aria-label={t('mediaPicker.rotateLeft')}
            title={t('mediaPicker.rotateLeft')}
          >
            <MediaIcon name="rotateLeft" />
          </button>
          <button
            type="button"
            className="icon-button icon-button--bordered"
            onClick={() => rotate(90)}
            aria-label={t('mediaPicker.rotateRight')}
            title={t('mediaPicker.rotateRight')}
          >
            <MediaIcon name="rotateRight" />
          </button>
          <button
            type="button"
            className="icon-button icon-button--bordered"
            onClick={() => flip('x')}
            aria-label={t('mediaPicker.flipHorizontal')}
            title={t('mediaPicker.flipHorizontal')}
          >
            <MediaIcon name="flipH" />
          </button>
          <button
            type="button"
            className="icon-button icon-button--bordered"
            onClick={() => flip('y')}
            aria-label={t('mediaPicker.flipVertical')}
            title={t('mediaPicker.flipVertical')}
          >
            <MediaIcon name="flipV" />
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => cropper.current?.reset()}>
            {t('mediaPicker.reset')}
          </button>
        </div>
        <fieldset className="image-cropper__aspects">
          <legend className="field__label">{t('mediaPicker.aspect')}</legend>
          <div className="segmented">
            {ASPECT_PRESETS.map((preset) => (
              <button
                key={preset.id}
                type="button"
                className={aspect === preset.id ? 'segmented__option is-active' : 'segmented__option'}
                aria-pressed={aspect === preset.id}
                onClick={() => chooseAspect(preset.id)}
              >
                {preset.id === 'free' ? t('mediaPicker.aspectFree') : preset.id}
              </button>
            ))}
          </div>
        </fieldset>
        {params && (
          <p className="image-cropper__size" data-testid="crop-size">
            {t('mediaPicker.cropSize', { width: params.width, height: params.height })}
          </p>
        )}
        <div className="image-cropper__preview">
          <span className="field__label">{t('mediaPicker.preview')}</span>
          {previewParams && <img src={previewCropUrl(file.id, previewParams, 480)} alt={t('mediaPicker.preview')} />}
        </div>
      </div>
    </div>
  );
}
