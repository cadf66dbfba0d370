import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import { PageSearchField } from '../../../components/links/PageSearchField.tsx';
import type { LinkPage } from '../../../lib/links/link-target.ts';
import { usePermission } from '../../auth/auth-state.ts';
import { pagesApi } from '../api.ts';
import './retire-redirect.css';

/** The offer: off, or on with the page chosen so far (null until one is picked). */
export type RetireRedirect = { enabled: false } | { enabled: true; target: LinkPage | null };

/** The redirect the delete or unpublish call sends: the chosen page's id, when the offer is taken. */
export const retireTarget = (offer: RetireRedirect): number | undefined => (offer.enabled && offer.target ? offer.target.id : undefined);

/**
 * Deleting or unpublishing a published page (issue 16): offers to send its address on to
 * another published page, so links and search results keep working. Only for users with
 * manage-redirects (the server checks it too); the search lists published pages of the
 * page's language other than this one.
 */
export function RetireRedirectField({
  page,
  offer,
  onChange,
  errors,
}: {
  page: { id: number; locale: string; url: string; published: boolean };
  offer: RetireRedirect;
  onChange: (offer: RetireRedirect) => void;
  errors: ApiError[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const mayRedirect = usePermission('manage-redirects');
  if (!mayRedirect || !page.published) return null;
  const search = async (locale: string, term: string) =>
    (await pagesApi.search(locale, term)).data.items.filter((result) => result.published && result.id !== page.id);
  return (
    <div className="retire-redirect">
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={offer.enabled}
          onChange={(event) => onChange(event.target.checked ? { enabled: true, target: null } : { enabled: false })}
        />
        <span>{t('redirects.retireOffer', { address: page.url })}</span>
      </label>
      {offer.enabled && (
        <PageSearchField
          locale={page.locale}
          value={offer.target}
          onChange={(target) => onChange({ enabled: true, target })}
          errors={errors.map((error) => (error.property === 'redirectTo' ? { ...error, property: 'page' } : error))}
          search={search}
        />
      )}
    </div>
  );
}
