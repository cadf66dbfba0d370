import { useTranslation } from 'react-i18next';
import { propSetter, type BlockFormProps } from '../block-form-types.ts';
import { SelectProp } from '../fields/SelectProp.tsx';
import { TextProp } from '../fields/TextProp.tsx';

/** Forms of the media blocks (the image itself comes with the media library). */
export function ImageForm({ value, onChange }: BlockFormProps<'image'>) {
  const { t } = useTranslation();
  return <TextProp label={t('blockFields.caption')} value={value.caption} maxLength={300} onChange={(caption) => onChange({ ...value, caption })} />;
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
          options={['youtube', 'vimeo'] as const}
          labelPrefix="videoProviders"
          onChange={(next) => set('provider', next)}
        />
        <TextProp label={t('blockFields.videoId')} value={value.videoId} maxLength={32} onChange={(next) => set('videoId', next.replace(/[^A-Za-z0-9_-]/g, ''))} />
      </div>
      <TextProp label={t('blockFields.title')} value={value.title} maxLength={160} onChange={(next) => set('title', next)} />
    </>
  );
}
