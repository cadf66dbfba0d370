import type { Translate } from '../i18n/ui-strings.ts';

/** One step of a page's place on the site: its name and its public path. */
export interface BreadcrumbItem {
  name: string;
  href: string;
}

/**
 * Where the page is (issue 17): home, its overview, the page itself, as an ordered list in a
 * labelled navigation landmark; the last item is the current page (aria-current). Nothing on
 * the home page, whose trail is home alone.
 */
export function Breadcrumbs({ trail, t }: { trail: readonly BreadcrumbItem[]; t: Translate }) {
  if (trail.length < 2) return null;
  return (
    <nav className="site-breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol className="site-breadcrumbs__list">
        {trail.map((item, index) => (
          <li key={item.href} className="site-breadcrumbs__item">
            <a href={item.href} {...(index === trail.length - 1 ? { 'aria-current': 'page' as const } : {})}>
              {item.name}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The way back from a detail page (a project, an article, a team member) to its overview. */
export function BackToOverview({ overview, t }: { overview: BreadcrumbItem; t: Translate }) {
  return (
    <p className="back-to-overview">
      <a className="back-to-overview__link" href={overview.href}>
        {t('breadcrumbs.backTo', { title: overview.name })}
      </a>
    </p>
  );
}
