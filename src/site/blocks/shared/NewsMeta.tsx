import { SERVICES, THEMES, type Service, type Theme } from '../../../shared/taxonomy.ts';
import { formatDate } from '../../i18n/format-date.ts';
import { serviceLabel, themeLabel } from '../../i18n/ui-strings.ts';
import type { RenderContext } from '../../render-context.ts';

const listOf = <T extends string>(value: unknown, allowed: readonly T[]): T[] =>
  Array.isArray(value) ? value.filter((entry): entry is T => allowed.includes(entry as T) && entry !== 'NONE') : [];

/** A news item's categories: the themes and services it is about, in the visitor's language. */
export function newsCategories(locale: string, typeData: Record<string, unknown>): string[] {
  return [
    ...listOf<Theme>(typeData.themes, THEMES).map((theme) => themeLabel(locale, theme)),
    ...listOf<Service>(typeData.services, SERVICES).map((service) => serviceLabel(locale, service)),
  ];
}

/**
 * The date, author and categories of a news item (issue 17), on the overview's cards and
 * under the article's heading. Nothing is rendered for what the item does not have.
 */
export function NewsMeta({
  typeData,
  context,
  withCategories = true,
}: {
  typeData: Record<string, unknown>;
  context: RenderContext;
  withCategories?: boolean;
}) {
  const date = formatDate(context.locale, typeData.publicationDate);
  const author = typeof typeData.author === 'string' ? typeData.author.trim() : '';
  const categories = withCategories ? newsCategories(context.locale, typeData) : [];
  if (!date && !author && categories.length === 0) return null;
  return (
    <div className="news-meta">
      {date || author ? (
        <p className="news-meta__byline">
          {date ? <time dateTime={typeData.publicationDate as string}>{date}</time> : null}
          {date && author ? ' · ' : null}
          {author ? <span className="news-meta__author">{context.t('news.by', { author })}</span> : null}
        </p>
      ) : null}
      {categories.length > 0 ? (
        <p className="news-meta__categories">
          <span className="visually-hidden">{context.t('news.categories')}: </span>
          {categories.map((category) => (
            <span key={category} className="news-meta__category">
              {category}
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
