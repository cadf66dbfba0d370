import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import { FieldErrors } from '../../../components/FormErrors.tsx';
import { UserAvatar } from '../../../components/UserAvatar.tsx';
import { checkProfileImage, readImageFacts } from '../profile-image-check.ts';

export interface ImageSelection {
  file: File | null;
  remove: boolean;
  /** The client-side check's verdict on `file`. */
  invalid: ApiError | null;
}

interface ProfileImageFieldProps {
  name: string;
  currentImage: string | null;
  selection: ImageSelection;
  onChange: (selection: ImageSelection) => void;
  serverErrors: ApiError[];
}

/** Choose or remove the profile image; the change is applied when the form is saved. */
export function ProfileImageField({ name, currentImage, selection, onChange, serverErrors }: ProfileImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (selection.file ? URL.createObjectURL(selection.file) : null), [selection.file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const shown = selection.remove ? null : (preview ?? currentImage);
  const errors = [...(selection.invalid ? [selection.invalid] : []), ...serverErrors];

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const invalid = checkProfileImage(await readImageFacts(file));
    onChange({ file, remove: false, invalid });
  };

  return (
    <div className="profile-image-field">
      <UserAvatar name={name} image={shown} size={72} />
      <div className="profile-image-field__controls">
        <span className="field__label" id={`${id}-label`}>
          {t('userSettings.profileImage')}
        </span>
        <p className="field__hint">{selection.remove ? t('userSettings.imageWillBeRemoved') : t('userSettings.profileImageHint')}</p>
        <div className="button-row">
          <label className="button button--secondary button--small file-button">
            {t('userSettings.chooseImage')}
            <input
              ref={input}
              type="file"
              accept="image/jpeg,image/png"
              className="visually-hidden"
              aria-describedby={errors.length > 0 ? `${id}-errors` : undefined}
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          {(currentImage || selection.file) && !selection.remove && (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => onChange({ file: null, remove: Boolean(currentImage), invalid: null })}
            >
              {t('userSettings.removeImage')}
            </button>
          )}
          {selection.remove && (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => onChange({ file: null, remove: false, invalid: null })}
            >
              {t('userSettings.undoRemoveImage')}
            </button>
          )}
        </div>
        <FieldErrors id={`${id}-errors`} errors={errors} />
      </div>
    </div>
  );
}
