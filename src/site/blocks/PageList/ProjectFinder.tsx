import type { ListingPage } from '../../../shared/site/published-pages.ts';
import { PROVINCES, SERVICES, THEMES, type Province } from '../../../shared/taxonomy.ts';
import { provinceLabel } from '../../i18n/province-labels.ts';
import { serviceLabel, themeLabel } from '../../i18n/ui-strings.ts';
import type { RenderContext } from '../../render-context.ts';
import { hasListingFilter, type ListingQuery } from '../shared/listing-query.ts';
import { PageCards } from '../shared/PageCards.tsx';
import { Pager } from '../shared/Pager.tsx';

function FinderSelect({
  name,
  label,
  allLabel,
  value,
  options,
}: {
  name: string;
  label: string;
  allLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = `finder-${name}`;
  return (
    <div className="finder__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const isProvince = (value: unknown): value is Province => (PROVINCES as readonly unknown[]).includes(value);

/**
 * The projects overview as a finder (issue 17): a plain GET form (works without JavaScript,
 * every state has its own address), the number of matches, one page of cards and page links.
 */
export function ProjectFinder({
  title,
  context,
  query,
  result,
  pageSize,
}: {
  title: string;
  context: RenderContext;
  query: ListingQuery;
  result: ListingPage;
  pageSize: number;
}) {
  const { t, locale } = context;
  const path = context.path ?? '';
  const headingId = 'project-finder-title';
  return (
    <section className="block block-page-list block-page-list--finder" aria-labelledby={headingId}>
      <h2 className="block__title" id={headingId}>
        {title || t('finder.defaultTitle')}
      </h2>
      <form className="finder" method="get" action={path} role="search" aria-label={t('finder.label')}>
        <FinderSelect
          name="theme"
          label={t('finder.theme')}
          allLabel={t('search.allThemes')}
          value={query.theme}
          options={THEMES.filter((theme) => theme !== 'NONE').map((theme) => ({ value: theme, label: themeLabel(locale, theme) }))}
        />
        <FinderSelect
          name="service"
          label={t('finder.service')}
          allLabel={t('search.allServices')}
          value={query.service}
          options={SERVICES.filter((service) => service !== 'NONE').map((service) => ({
            value: service,
            label: serviceLabel(locale, service),
          }))}
        />
        <FinderSelect
          name="province"
          label={t('finder.province')}
          allLabel={t('finder.allProvinces')}
          value={query.province}
          options={PROVINCES.map((province) => ({ value: province, label: provinceLabel(locale, province) }))}
        />
        <FinderSelect
          name="year"
          label={t('finder.year')}
          allLabel={t('finder.allYears')}
          value={query.year === null ? '' : String(query.year)}
          options={result.years.map((year) => ({ value: String(year), label: String(year) }))}
        />
        <div className="finder__actions">
          <button type="submit" className="button button--primary">
            {t('finder.submit')}
          </button>
          {hasListingFilter(query) ? <a href={path || '?'}>{t('finder.clear')}</a> : null}
        </div>
      </form>
      <p className="finder__count">{t(result.total === 1 ? 'finder.count.one' : 'finder.count.other', { count: result.total })}</p>
      {result.items.length > 0 ? (
        <PageCards
          pages={result.items}
          context={context}
          headingLevel={3}
          meta={(page) => {
            const year = typeof page.typeData.year === 'number' ? String(page.typeData.year) : '';
            const province = isProvince(page.typeData.province) ? provinceLabel(locale, page.typeData.province) : '';
            const facts = [year, province].filter(Boolean).join(' · ');
            return facts ? <p className="card__meta">{facts}</p> : null;
          }}
        />
      ) : (
        <p className="block__empty">{t('finder.empty')}</p>
      )}
      <Pager path={path} query={query} total={result.total} pageSize={pageSize} t={t} />
    </section>
  );
}
