import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../shared/errors.ts';
import type { LinkPage } from '../../lib/links/link-target.ts';
import { SelectField } from '../SelectField.tsx';

/** The anchors (anchorPoint of its blocks) of a page, by id. */
export type LoadAnchors = (pageId: number) => Promise<string[]>;

/**
 * The optional anchor of an internal link, chosen from the anchors of the chosen page's
 * blocks, so a link can only point at an anchor that exists. A page known only by its
 * address (id 0, from an existing link) cannot be looked up: its current anchor stays offered.
 */
export function PageAnchorField({
  page,
  value,
  onChange,
  loadAnchors,
  errors,
}: {
  page: LinkPage;
  value: string;
  onChange: (anchor: string) => void;
  loadAnchors: LoadAnchors;
  errors: ApiError[];
}) {
  const { t } = useTranslation();
  const [anchors, setAnchors] = useState<{ pageId: number; names: string[] } | null>(null);
  const loading = page.id > 0 && anchors?.pageId !== page.id;

  useEffect(() => {
    if (page.id <= 0) return;
    let current = true;
    loadAnchors(page.id)
      .then((names) => current && setAnchors({ pageId: page.id, names }))
      // Without its anchors the page can still be linked to; only the top of it is offered.
      .catch(() => current && setAnchors({ pageId: page.id, names: [] }));
    return () => {
      current = false;
    };
  }, [page.id, loadAnchors]);

  const names = anchors?.pageId === page.id ? anchors.names : [];
  const options = [...names, ...(value && !names.includes(value) ? [value] : [])];
  return (
    <>
      <SelectField
        label={t('linkDialog.pageAnchor')}
        name="internalAnchor"
        value={value}
        disabled={loading}
        onChange={onChange}
        placeholder={t('linkDialog.noAnchor')}
        options={options.map((anchor) => ({ value: anchor, label: `#${anchor}` }))}
        errors={errors}
      />
      {loading && (
        <p className="field__hint" aria-live="polite">
          {t('linkDialog.loadingAnchors')}
        </p>
      )}
    </>
  );
}
