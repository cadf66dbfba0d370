import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { BlocksTab } from './BlocksTab.tsx';
import { PageSettingsTab } from './PageSettingsTab.tsx';
import { SeoTab } from './SeoTab.tsx';
import { TranslationsTab } from './TranslationsTab.tsx';

const TABS = ['overview', 'pageSettings', 'seo', 'translations'] as const;
export type EditorTab = (typeof TABS)[number];
const TAB_LABELS: Record<EditorTab, string> = {
  overview: 'editor.tabOverview',
  pageSettings: 'editor.tabPageSettings',
  seo: 'editor.tabSeo',
  translations: 'editor.tabTranslations',
};

/** The page editor's four tabs (SPEC 2.4) with arrow-key movement between them, and the open tab's panel. */
export function EditorTabs({
  tab,
  onChange,
  onReload,
}: {
  tab: EditorTab;
  onChange: (tab: EditorTab) => void;
  onReload: () => void;
}): ReactElement {
  const { t } = useTranslation();
  return (
    <>
      <div className="tabs" role="tablist" aria-label={t('editor.tabsLabel')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={tab === name ? 'tabs__tab is-active' : 'tabs__tab'}
            onClick={() => onChange(name)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              const next = TABS[(TABS.indexOf(name) + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length] as EditorTab;
              onChange(next);
              document.getElementById(`tab-${next}`)?.focus();
            }}
          >
            {t(TAB_LABELS[name])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="tabs__panel">
        {tab === 'overview' && <BlocksTab />}
        {tab === 'pageSettings' && <PageSettingsTab onReload={onReload} />}
        {tab === 'seo' && <SeoTab onReload={onReload} />}
        {tab === 'translations' && <TranslationsTab />}
      </div>
    </>
  );
}
