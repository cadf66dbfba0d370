import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '../../../../shared/blocks/block-limits.ts';
import { blockImage, type BlockFile, type BlockImage } from '../../../../shared/blocks/block-media.ts';
import { Icon } from '../../../components/Icon.tsx';
import { previewCropUrl, previewImageUrl } from '../crop-params.ts';
import { addToSlot, canAddToSlot, moveInSlot, removeFromSlot, replaceInSlot } from '../slot-rules.ts';
import { MediaIcon } from './MediaIcon.tsx';
import { MediaPickerModal, warmMediaPicker } from './LazyMediaPickerModal.tsx';
import './media.css';

const ALT_TEXT_MAX_LENGTH = maxLengthOf(blockImage, 'altText');

/** The editor's thumbnail of a block image: the crop as the server renders it, else the image. */
export function blockImageThumbnail(image: BlockImage, width = 320): string | null {
  if (!image.fileID) return null;
  return image.cropParams ? previewCropUrl(image.fileID, image.cropParams, width) : previewImageUrl(image.fileID, width);
}

type PickerState = { mode: 'add' } | { mode: 'replace'; index: number } | { mode: 'recrop'; index: number } | null;

/**
 * The images of one slot: thumbnails with alt text, crop, replace, reorder and remove; "Choose
 * image" opens the picker while the slot has room (its max count).
 */
export function ImageSlotEditor({
  label,
  images,
  max,
  onChange,
  hint,
}: {
  label: string;
  images: BlockImage[];
  max: number;
  onChange: (images: BlockImage[]) => void;
  hint?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [picker, setPicker] = useState<PickerState>(null);
  const room = canAddToSlot(images.length, max);

  const picked = (image: BlockImage) => {
    if (picker?.mode === 'add') onChange(addToSlot(images, [image], max));
    else if (picker) onChange(replaceInSlot(images, picker.index, image));
    setPicker(null);
  };

  return (
    <fieldset
      className="media-slot"
      aria-describedby={hint ? `${id}-hint` : undefined}
      onPointerOver={warmMediaPicker}
      onFocus={warmMediaPicker}
    >
      <legend className="media-slot__legend">
        {label} <span className="media-slot__count">{t('mediaPicker.slotCount', { count: images.length, max })}</span>
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {images.length === 0 && <p className="media-slot__empty">{t('mediaPicker.noImages')}</p>}
      <ol className="media-slot__list">
        {images.map((image, index) => {
          const thumbnail = blockImageThumbnail(image);
          const number = index + 1;
          return (
            <li key={`${image.hash}-${index}`} className="media-slot__item">
              <span className="media-slot__thumb">
                {thumbnail ? <img src={thumbnail} alt={image.altText} /> : <MediaIcon name="image" size={28} />}
                {image.cropParams && <span className="media-slot__badge">{t('mediaPicker.cropped')}</span>}
              </span>
              <div className="media-slot__body">
                <span className="media-slot__name" title={image.fileName}>
                  {image.fileName}
                </span>
                <label className="media-slot__alt">
                  <span className="visually-hidden">{t('mediaPicker.altTextFor', { index: number })}</span>
                  <input
                    className="field__input"
                    value={image.altText}
                    maxLength={ALT_TEXT_MAX_LENGTH}
                    placeholder={t('mediaPicker.altText')}
                    onChange={(event) => onChange(replaceInSlot(images, index, { ...image, altText: event.target.value }))}
                  />
                </label>
                <span className="media-slot__actions">
                  {image.fileID && (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() => setPicker({ mode: 'recrop', index })}
                      aria-label={t('mediaPicker.cropImage', { index: number })}
                    >
                      <MediaIcon name="crop" size={16} />
                      {t('mediaPicker.crop')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => setPicker({ mode: 'replace', index })}
                    aria-label={t('mediaPicker.replaceImage', { index: number })}
                  >
                    <Icon name="swap" size={16} />
                  </button>
                  {max > 1 && (
                    <>
                      <button
                        type="button"
                        className="icon-button"
                        disabled={index === 0}
                        onClick={() => onChange(moveInSlot(images, index, -1))}
                        aria-label={t('mediaPicker.moveUp', { index: number })}
                      >
                        <Icon name="arrowUp" size={16} />
                      </button>
                      <button
                        type="button"
                        className="icon-button"
                        disabled={index === images.length - 1}
                        onClick={() => onChange(moveInSlot(images, index, 1))}
                        aria-label={t('mediaPicker.moveDown', { index: number })}
                      >
                        <Icon name="arrowDown" size={16} />
                      </button>
                    </>
                  )}
                  <button
                    type="button"
                    className="icon-button icon-button--danger"
                    onClick={() => onChange(removeFromSlot(images, index))}
                    aria-label={t('mediaPicker.removeImage', { index: number })}
                  >
                    <Icon name="trash" size={16} />
                  </button>
                </span>
              </div>
            </li>
          );
        })}
      </ol>
      {room ? (
        <button type="button" className="button button--secondary button--small" onClick={() => setPicker({ mode: 'add' })}>
          <MediaIcon name="image" size={16} />
          {t('mediaPicker.chooseImage')}
        </button>
      ) : (
        max > 1 && <p className="field__hint">{t('mediaPicker.slotFull')}</p>
      )}
      {picker && (
        <MediaPickerModal
          kind="image"
          onPick={picked}
          onClose={() => setPicker(null)}
          recrop={picker.mode === 'recrop' ? images[picker.index] : undefined}
        />
      )}
    </fieldset>
  );
}

/** The files of one slot (attachments): a list with reorder and remove, and the picker. */
export function FileSlotEditor({
  label,
  files,
  max,
  onChange,
}: {
  label: string;
  files: BlockFile[];
  max: number;
  onChange: (files: BlockFile[]) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <fieldset className="media-slot" onPointerOver={warmMediaPicker} onFocus={warmMediaPicker}>
      <legend className="media-slot__legend">
        {label} <span className="media-slot__count">{t('mediaPicker.slotCount', { count: files.length, max })}</span>
      </legend>
      {files.length === 0 && <p className="media-slot__empty">{t('mediaPicker.noFiles')}</p>}
      <ol className="media-slot__files">
        {files.map((file, index) => (
          <li key={`${file.hash}-${index}`} className="media-slot__file">
            <MediaIcon name="file" size={18} />
            <span className="media-slot__name">{file.fileName}</span>
            <span className="media-slot__actions">
              <button
                type="button"
                className="icon-button"
                disabled={index === 0}
                onClick={() => onChange(moveInSlot(files, index, -1))}
                aria-label={t('mediaPicker.moveUp', { index: index + 1 })}
              >
                <Icon name="arrowUp" size={16} />
              </button>
              <button
                type="button"
                className="icon-button"
                disabled={index === files.length - 1}
                onClick={() => onChange(moveInSlot(files, index, 1))}
                aria-label={t('mediaPicker.moveDown', { index: index + 1 })}
              >
                <Icon name="arrowDown" size={16} />
              </button>
              <button
                type="button"
                className="icon-button icon-button--danger"
                onClick={() => onChange(removeFromSlot(files, index))}
                aria-label={t('mediaPicker.removeFile', { name: file.fileName })}
              >
                <Icon name="trash" size={16} />
              </button>
            </span>
          </li>
        ))}
      </ol>
      {canAddToSlot(files.length, max) ? (
        <button type="button" className="button button--secondary button--small" onClick={() => setOpen(true)}>
          <MediaIcon name="file" size={16} />
          {t('mediaPicker.chooseFile')}
        </button>
      ) : (
        <p className="field__hint">{t('mediaPicker.slotFull')}</p>
      )}
      {open && (
        <MediaPickerModal
          kind="file"
          onPick={(file) => {
            onChange(addToSlot(files, [file], max));
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </fieldset>
  );
}
