import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockFile, BlockImage, CropParams } from '../../../../shared/blocks/block-media.ts';
import type { MediaFileDto } from '../../../../shared/media/media-dto.ts';
import { Modal } from '../../../components/Modal.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { clearCollectionErrors } from '../../../lib/error-collections.ts';
import { usePermission } from '../../auth/auth-state.ts';
import { mediaApi } from '../api.ts';
import { blockImageFromFile, fitsSlot } from '../slot-rules.ts';
import { createMediaLibraryStore } from '../media-library-state.ts';
import { ImageCropper } from './LazyImageCropper.tsx';
import { MediaBrowser } from './MediaBrowser.tsx';

/** The folder the last picker showed, so the next one opens there. */
let lastPickerFolder = '/';

type PickerProps =
  | { kind: 'image'; onPick: (image: BlockImage) => void; onClose: () => void; recrop?: BlockImage }
  | { kind: 'file'; onPick: (file: BlockFile) => void; onClose: () => void; recrop?: undefined };

/** Finds the library file behind a block image (by name, then id) to crop it again. */
async function findLibraryFile(image: BlockImage): Promise<MediaFileDto | null> {
  if (!image.fileID) return null;
  const found = await mediaApi.searchFiles(image.fileName, '/').catch(() => []);
  return found.find((file) => file.id === image.fileID) ?? null;
}

/**
 * The media picker: the library browser in a dialog (uploads allowed with manage-media);
 * for images a crop step follows whose output is the SPEC crop parameters.
 */
export function MediaPickerModal(props: PickerProps) {
  const { t } = useTranslation();
  const canManage = usePermission('manage-media');
  const [store] = useState(() => createMediaLibraryStore(undefined, lastPickerFolder));
  const [cropping, setCropping] = useState<MediaFileDto | null>(null);
  const [crop, setCrop] = useState<CropParams | null>(null);
  const [loadingRecrop, setLoadingRecrop] = useState(Boolean(props.recrop));

  useEffect(() => {
    clearCollectionErrors('media');
    void store.getState().fetchDirectory(lastPickerFolder);
    const unsubscribe = store.subscribe((state) => {
      lastPickerFolder = state.currentDirectory;
    });
    return () => {
      unsubscribe();
      clearCollectionErrors('media');
    };
  }, [store]);

  useEffect(() => {
    if (!props.recrop) return;
    let live = true;
    void findLibraryFile(props.recrop).then((file) => {
      if (!live) return;
      setLoadingRecrop(false);
      if (file) setCropping(file);
    });
    return () => {
      live = false;
    };
  }, [props.recrop]);

  const use = (file: MediaFileDto) => {
    if (props.kind === 'file') {
      props.onPick({ hash: file.hash, fileName: file.fileName });
      return;
    }
    if (!fitsSlot(file, 'image')) return;
    setCrop(null);
    setCropping(file);
  };

  const finish = (params: CropParams | null) => {
    if (props.kind !== 'image' || !cropping) return;
    const image = blockImageFromFile(cropping, params ?? undefined);
    // Re-cropping keeps the alt text the editor already gave this image.
    if (props.recrop) image.altText = props.recrop.altText;
    props.onPick(image);
  };

  if (cropping && props.kind === 'image') {
    return (
      <Modal
        title={t('mediaPicker.cropTitle')}
        onClose={props.onClose}
        size="large"
        footer={
          <>
            <button type="button" className="button button--secondary" onClick={() => (props.recrop ? props.onClose() : setCropping(null))}>
              {props.recrop ? t('common.cancel') : t('mediaPicker.back')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => finish(null)}>
              {t('mediaPicker.noCrop')}
            </button>
            <button type="button" className="button button--primary" onClick={() => finish(crop)} disabled={!crop}>
              {t('mediaPicker.applyCrop')}
            </button>
          </>
        }
      >
        <p className="muted image-cropper__intro">{t('mediaPicker.cropIntro')}</p>
        <ImageCropper file={cropping} initial={props.recrop?.cropParams} onChange={setCrop} />
      </Modal>
    );
  }

  return (
    <Modal
      title={props.kind === 'image' ? t('mediaPicker.pickTitleImage') : t('mediaPicker.pickTitleFile')}
      onClose={props.onClose}
      size="large"
    >
      {loadingRecrop ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <MediaBrowser
          store={store}
          canManage={canManage}
          picker={{
            accepts: (file) => fitsSlot(file, props.kind),
            onUse: use,
            useLabel: props.kind === 'image' ? t('mediaPicker.chooseImage') : t('mediaPicker.useSelected'),
          }}
        />
      )}
    </Modal>
  );
}
