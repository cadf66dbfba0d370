import { useState, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { iconSource, isItemActive, isPathActive, resolveLabel, safeHref, type NavigationItem } from './navigation-items.ts';

/** Host items may carry a ready label (or one per language); built-in items carry a translation key. */
function useItemLabel(item: NavigationItem): string {
  const { t, i18n } = useTranslation();
  return resolveLabel(item.label, i18n.language ?? 'en') ?? (item.labelKey ? t(item.labelKey) : item.id);
}

/** A built-in icon, or a host's image (URL or SVG string) at the same size. */
function ItemIcon({ icon, size = 20 }: { icon: string | undefined; size?: number }) {
  if (!icon) return null;
  const source = iconSource(icon);
  if (!source) return null;
  if (source.kind === 'builtin') return <Icon name={source.name} size={size} />;
  return <img className="icon icon--image" src={source.src} width={size} height={size} alt="" aria-hidden="true" />;
}

interface EntryProps {
  item: NavigationItem;
  pathname: string;
  onNavigate: () => void;
}

/** A link or action entry. The active state comes from matching the current path. */
function NavigationEntry({ item, pathname, onNavigate }: EntryProps) {
  const navigate = useNavigate();
  const label = useItemLabel(item);
  const content = (
    <>
      <ItemIcon icon={item.icon} />
      <span>{label}</span>
    </>
  );
  const runAction = () => item.onClick?.({ navigate: (to: string) => void navigate(to) });
  if (item.to !== undefined) {
    const active = isPathActive(item.to, pathname);
    return (
      <NavLink
        to={item.to}
        end={item.to === '/'}
        className={active ? 'nav-link is-active' : 'nav-link'}
        aria-current={active ? 'page' : undefined}
        onClick={() => {
          runAction();
          onNavigate();
        }}
      >
        {content}
      </NavLink>
    );
  }
  const href = safeHref(item.href);
  if (href !== undefined) {
    // An ordinary link: the browser follows it (outside the admin's router).
    const newTab = item.target === '_blank';
    return (
      <a
        href={href}
        className="nav-link"
        target={item.target}
        rel={newTab ? 'noopener noreferrer' : undefined}
        onClick={() => {
          runAction();
          onNavigate();
        }}
      >
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      className="nav-link nav-link--button"
      onClick={() => {
        runAction();
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
  const label = useItemLabel(item);
  const [open, setOpen] = useState(() => isItemActive(item, pathname));
  const children = item.children ?? [];
  return (
    <>
      <button type="button" className="nav-link nav-link--button nav-link--toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        <ItemIcon icon={item.icon} />
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

function GroupLabel({ item }: { item: NavigationItem }) {
  return <span>{useItemLabel(item)}</span>;
}

/**
 * Top-level groups are headings with their entries; deeper levels are collapsible. `before` is
 * an entry of the layout's own shown first (the notifications with their unread count).
 */
export function SideNavigation({ items, onNavigate, before }: { items: NavigationItem[]; onNavigate: () => void; before?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="side-nav" aria-label={t('nav.mainLabel')}>
      {before && <div className="nav-single">{before}</div>}
      {items.map((item) =>
        item.children ? (
          <section key={item.id} className={isItemActive(item, pathname) ? 'nav-group is-active' : 'nav-group'}>
            <h2 className="nav-group__title">
              <ItemIcon icon={item.icon} size={18} />
              <GroupLabel item={item} />
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
