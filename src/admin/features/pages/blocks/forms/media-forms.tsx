import { useTranslation } from 'react-i18next';
import { maxLengthOf, optionsOf } from '../../../../../shared/blocks/block-limits.ts';
import { BLOCK_DEFINITIONS } from '../../../../../shared/blocks/definitions.ts';
import { propSetter, type BlockFormProps } from '../block-form-types.ts';
import { SelectProp } from '../fields/SelectProp.tsx';
import { TextProp } from '../fields/TextProp.tsx';

const image = BLOCK_DEFINITIONS.image.props;
const video = BLOCK_DEFINITIONS.video.props;

/** Forms of the media blocks (the image itself comes with the media library); limits come from the block definitions. */
export function ImageForm({ value, onChange }: BlockFormProps<'image'>) {
  const { t } = useTranslation();
  return (
    <TextProp
      label={t('blockFields.caption')}
      value={value.caption}
      maxLength={maxLengthOf(image, 'caption')}
      onChange={(caption) => onChange({ ...value, caption })}
    />
  );
}

export function VideoForm({ value, onChange }: BlockFormProps<'video'>) {
  const { t } = useTranslation();
  const set = propSetter(value, onChange);
  return (
    <>
      <div className="form-grid">
        <SelectProp
          label={t('blockFields.provider')}
          value={value.provider}
          options={optionsOf(video, 'provider')}
          labelPrefix="videoProviders"
          onChange={(next) => set('provider', next)}
        />
        <TextProp
          label={t('blockFields.videoId')}
          value={value.videoId}
          maxLength={maxLengthOf(video, 'videoId')}
          onChange={(next) => set('videoId', next.replace(/[^A-Za-z0-9_-]/g, ''))}
        />
      </div>
      <TextProp
        label={t('blockFields.title')}
        value={value.title}
        maxLength={maxLengthOf(video, 'title')}
        onChange={(next) => set('title', next)}
      />
    </>
  );
}
