import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../../components/UserAvatar.tsx';
import type { PagePresenceEntry } from '../../../../../shared/presence/presence-schemas.ts';
import { presenceSummary } from '../presence-state.ts';

/** "Also open by Anna": the other users on this page, so two editors see each other before a conflict. */
export function PresenceIndicator({ others }: { others: PagePresenceEntry[] }): ReactElement | null {
  const { t } = useTranslation();
  const summary = presenceSummary(others);
  if (!summary) return null;
  return (
    <div className={`presence${summary.anyUnsaved ? ' presence--warning' : ''}`} role="status" data-testid="page-presence">
      <span className="presence__avatars" aria-hidden="true">
        {others.map((entry) => (
          <UserAvatar key={entry.userId} name={entry.name} image={entry.image} size={24} />
        ))}
      </span>
      <span>
        {t('editor.presenceAlsoOpen', { names: summary.names.join(', '), count: summary.names.length })}
        {summary.anyUnsaved && ` ${t('editor.presenceUnsaved')}`}
      </span>
    </div>
  );
}
