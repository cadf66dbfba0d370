import type { MediaDialog } from '../media-browser-state.ts';
import type { MediaLibraryActions } from '../media-library-state.ts';
import { AddVideoModal, CreateFolderModal, DeleteDialog, EditFileModal } from './MediaDialogs.tsx';
import { MoveDialog } from './MoveDialog.tsx';
import { WhereUsedModal } from './WhereUsedModal.tsx';

/** The open dialog of the browser, wired to the library's actions. */
export function MediaBrowserDialogs({
  dialog,
  actions,
  onClose,
}: {
  dialog: MediaDialog;
  actions: MediaLibraryActions;
  onClose: () => void;
}) {
  switch (dialog?.kind) {
    case 'create-folder':
      return <CreateFolderModal onCreate={actions.createFolder} onClose={onClose} />;
    case 'add-video':
      return <AddVideoModal onAdd={actions.addVideo} onClose={onClose} />;
    case 'move-file':
    case 'move-folder':
      return (
        <MoveDialog
          target={dialog.kind === 'move-file' ? { kind: 'file', file: dialog.file } : { kind: 'folder', path: dialog.path }}
          onMoveFile={actions.moveFile}
          onMoveDirectory={actions.moveDirectory}
          onClose={onClose}
        />
      );
    case 'edit':
      return <EditFileModal file={dialog.file} onSave={(change) => actions.editFile(dialog.file, change)} onClose={onClose} />;
    case 'delete-file':
      return (
        <DeleteDialog
          kind="file"
          name={dialog.file.fileName}
          onDelete={(force) => actions.deleteFile(dialog.file, force)}
          onClose={onClose}
        />
      );
    case 'delete-folder':
      return (
        <DeleteDialog
          kind="folder"
          name={dialog.folder.name}
          onDelete={(force) => actions.deleteDirectory(dialog.folder.path, force)}
          onClose={onClose}
        />
      );
    case 'where-used':
      return <WhereUsedModal file={dialog.file} onClose={onClose} />;
    default:
      return null;
  }
}
