import { useTranslation } from 'react-i18next';
import { MENUS, type MenuName } from '../../../../shared/menu/menu-schemas.ts';

interface MenuStructureToolbarProps {
  locales: string[];
  locale: string;
  menuName: MenuName;
  /** The menus with unsaved changes get a dot on their tab. */
  dirtyMenus: MenuName[];
  onLocaleChange: (locale: string) => void;
  onMenuChange: (menuName: MenuName) => void;
}

/** The locale choice and the header/footer tabs. */
export function MenuStructureToolbar({ locales, locale, menuName, dirtyMenus, onLocaleChange, onMenuChange }: MenuStructureToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="menu-editor__toolbar">
      <div className="field field--inline menu-editor__locale">
        <label htmlFor="menu-locale" className="field__label">
          {t('menuEditor.localeLabel')}
        </label>
        <select id="menu-locale" className="field__input" value={locale} onChange={(event) => onLocaleChange(event.target.value)}>
          {locales.map((code) => (
            <option key={code} value={code}>
              {`${t(`locales.${code}`, { defaultValue: code })} (${code})`}
            </option>
          ))}
        </select>
      </div>
      <div className="tabs" role="tablist" aria-label={t('menuEditor.menusLabel')}>
        {MENUS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`menu-tab-${name}`}
            aria-selected={menuName === name}
            aria-controls="menu-panel"
            className={menuName === name ? 'tabs__tab is-active' : 'tabs__tab'}
            onClick={() => onMenuChange(name)}
          >
            {t(`menuEditor.${name}`)}
            {dirtyMenus.includes(name) && (
              <span className="menu-editor__dirty" aria-hidden="true">
                •
              </span>
            )}
          </button>
        ))}
      </div>
    </div>
  );
}
