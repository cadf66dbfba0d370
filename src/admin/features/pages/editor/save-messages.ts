import type { TFunction } from 'i18next';
import type { SaveMessageState } from '../components/SaveMessage.tsx';
import type { SaveOutcome } from './editor-actions.ts';

/** What the SEO tab shows after Save SEO settings; too many SEO images get their own text (SPEC 5). */
export function seoSaveMessage(outcome: SaveOutcome, t: TFunction): SaveMessageState {
  if (outcome.ok) return { kind: 'success', text: t('editor.seoSaved') };
  const tooManyImages = outcome.errors.some((error) => error.property === 'seoImage');
  return { kind: 'error', text: tooManyImages ? t('editor.seoImageTooMany') : t('editor.seoFailed'), ...outcome };
}
