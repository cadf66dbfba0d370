import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal.tsx';
import { PartFailed } from '../../../components/PartFailureBoundary.tsx';
import { lazyPart, PartLoader } from '../../../components/lazy-part.tsx';
import type { MediaPickerModal as LoadedPicker } from './MediaPickerModal.tsx';

type PickerProps = Parameters<typeof LoadedPicker>[0];

/** The picker's dialog before the picker is there: it opens at once, where the picker will be, and can be closed. */
function PickerStandIn({ kind, onClose, children }: Pick<PickerProps, 'kind' | 'onClose'> & { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Modal title={kind === 'image' ? t('mediaPicker.pickTitleImage') : t('mediaPicker.pickTitleFile')} onClose={onClose} size="large">
      {children}
    </Modal>
  );
}

/**
 * MediaPickerModal, loaded on first use. The library browser and its dialogs come when a picker
 * may open soon (the pointer or the focus reaches a media slot) or opens, not with every screen
 * that shows an image or file slot, such as the page editor (issue 20). Loading and a failure
 * show in the picker's dialog, which closes as the picker does.
 */
export const MediaPickerModal = lazyPart<PickerProps>(() => import('./MediaPickerModal.tsx').then((module) => module.MediaPickerModal), {
  fallback: (props) => (
    <PickerStandIn kind={props.kind} onClose={props.onClose}>
      <PartLoader />
    </PickerStandIn>
  ),
  failure: (props, retry, chunk) => (
    <PickerStandIn kind={props.kind} onClose={props.onClose}>
      <PartFailed onRetry={retry} chunk={chunk} />
    </PickerStandIn>
  ),
});

/** For event handlers: a failed early fetch is tried again when the picker opens. */
export function warmMediaPicker(): void {
  MediaPickerModal.preload().catch(() => {});
}
