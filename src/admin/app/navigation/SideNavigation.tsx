import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { isItemActive, isPathActive, type NavigationItem } from './navigation-items.ts';

/** Host items may carry a ready label; built-in items carry a translation key. */
function itemLabel(item: NavigationItem, t: (key: string) => string): string {
  return item.label ?? (item.labelKey ? t(item.labelKey) : item.id);
}

interface EntryProps {
  item: NavigationItem;
  pathname: string;
  onNavigate: () => void;
}

/** A link or action entry. The active state comes from matching the current path. */
function NavigationEntry({ item, pathname, onNavigate }: EntryProps) {
  const { t } = useTranslation();
  const label = itemLabel(item, t);
  const content = (
    <>
      {item.icon && <Icon name={item.icon} />}
      <span>{label}</span>
    </>
  );
  if (item.to !== undefined) {
    const active = isPathActive(item.to, pathname);
    return (
      <NavLink
        to={item.to}
        end={item.to === '/'}
        className={active ? 'nav-link is-active' : 'nav-link'}
        aria-current={active ? 'page' : undefined}
        onClick={() => {
          item.onClick?.();
          onNavigate();
        }}
      >
        {content}
      </NavLink>
    );
  }
  return (
    <button
      type="button"
      className="nav-link nav-link--button"
      onClick={() => {
        item.onClick?.();
        onNavigate();
      }}
    >
      {content}
    </button>
  );
}

/** A nested submenu (e.g. Page types) that opens and closes. */
function NavigationSubmenu({ item, pathname, onNavigate }: EntryProps) {
  const { t } = useTranslation();
  const label = itemLabel(item, t);
  const [open, setOpen] = useState(() => isItemActive(item, pathname));
  const children = item.children ?? [];
  return (
    <>
      <button type="button" className="nav-link nav-link--button nav-link--toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {item.icon && <Icon name={item.icon} />}
        <span>{label}</span>
        <span className={open ? 'nav-link__chevron is-open' : 'nav-link__chevron'}>
          <Icon name="chevronDown" size={16} />
        </span>
      </button>
      {open && (
        <ul className="nav-list nav-list--nested">
          {children.length === 0 && item.emptyLabelKey && <li className="nav-empty">{t(item.emptyLabelKey)}</li>}
          {children.map((child) => (
            <li key={child.id}>
              <NavigationEntry item={child} pathname={pathname} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Top-level groups are headings with their entries; deeper levels are collapsible. */
export function SideNavigation({ items, onNavigate }: { items: NavigationItem[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="side-nav" aria-label={t('nav.mainLabel')}>
      {items.map((item) =>
        item.children ? (
          <section key={item.id} className={isItemActive(item, pathname) ? 'nav-group is-active' : 'nav-group'}>
            <h2 className="nav-group__title">
              {item.icon && <Icon name={item.icon} size={18} />}
              <span>{itemLabel(item, t)}</span>
            </h2>
            <ul className="nav-list">
              {item.children.map((child) => (
                <li key={child.id}>
                  {child.children ? (
                    <NavigationSubmenu item={child} pathname={pathname} onNavigate={onNavigate} />
                  ) : (
                    <NavigationEntry item={child} pathname={pathname} onNavigate={onNavigate} />
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <div key={item.id} className="nav-single">
            <NavigationEntry item={item} pathname={pathname} onNavigate={onNavigate} />
          </div>
        ),
      )}
    </nav>
  );
}

