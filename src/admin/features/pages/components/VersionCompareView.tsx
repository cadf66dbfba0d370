import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCK_DEFINITIONS, isBlockType } from '../../../../shared/blocks/definitions.ts';
import type { ValueChange, VersionComparison } from '../../../../shared/pages/version-compare.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { pagesApi } from '../api.ts';
import { blockBadges, fieldLabelKey, readablePath } from '../version-compare-state.ts';

/** A value's words with what was added and removed marked, or both sides when one is missing. */
function ValueDiff({ label, change }: { label: string; change: ValueChange }) {
  const { t } = useTranslation();
  return (
    <div className="compare-value">
      <div className="compare-value__label">{label}</div>
      {change.words.length > 0 ? (
        <p className="compare-value__words">
          {change.words.map((word, index) =>
            word.change === 'added' ? (
              <ins key={index}>{word.value}</ins>
            ) : word.change === 'removed' ? (
              <del key={index}>{word.value}</del>
            ) : (
              <span key={index}>{word.value}</span>
            ),
          )}
        </p>
      ) : (
        <p className="compare-value__words">
          {change.before !== null && <del aria-label={t('compare.before')}>{change.before || t('compare.empty')}</del>}{' '}
          {change.after !== null && <ins aria-label={t('compare.after')}>{change.after || t('compare.empty')}</ins>}
        </p>
      )}
    </div>
  );
}

/** What changed between two versions of a page: its fields, then its blocks in the newer order. */
export function VersionCompareView({ pageId, from, to, onBack }: { pageId: number; from: number; to: number; onBack?: () => void }) {
  const { t, i18n } = useTranslation();
  const [comparison, setComparison] = useState<VersionComparison | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    pagesApi
      .compareVersions(pageId, from, to)
      .then((answer) => setComparison(answer.comparison))
      .catch(() => setFailed(true));
  }, [pageId, from, to]);

  const describe = (version: VersionComparison['from']) =>
    `${version.title} (${formatDate(version.publishedAt ?? version.updatedAt, i18n.language, true)})`;
  const blockName = (type: string) => (isBlockType(type) ? t(BLOCK_DEFINITIONS[type].labelKey) : type);

  const changedBlocks = comparison?.blocks.filter((block) => blockBadges(block).length > 0) ?? [];
  const unchanged = (comparison?.blocks.length ?? 0) - changedBlocks.length;

  return (
    <div className="version-compare">
      {onBack && (
        <button type="button" className="button button--ghost button--small" onClick={onBack}>
          ← {t('compare.back')}
        </button>
      )}
      {failed && <Alert kind="warning">{t('compare.loadFailed')}</Alert>}
      {!failed && comparison === null && <Spinner label={t('common.loading')} />}
      {comparison && (
        <>
          <p className="muted">{t('compare.fromTo', { from: describe(comparison.from), to: describe(comparison.to) })}</p>
          {comparison.fields.length === 0 && changedBlocks.length === 0 && <p>{t('compare.noDifferences')}</p>}
          {comparison.fields.length > 0 && (
            <section aria-label={t('compare.pageFields')}>
              <h3 className="version-compare__heading">{t('compare.pageFields')}</h3>
              {comparison.fields.map((field) => {
                const key = fieldLabelKey(field.path);
                return <ValueDiff key={field.path} label={key ? t(key) : field.path} change={field} />;
              })}
            </section>
          )}
          {changedBlocks.length > 0 && (
            <section aria-label={t('compare.blocks')}>
              <h3 className="version-compare__heading">{t('compare.blocks')}</h3>
              <ul className="version-compare__blocks">
                {changedBlocks.map((block) => (
                  <li key={block.key} className={`compare-block compare-block--${block.change}`}>
                    <div className="compare-block__head">
                      <strong>{blockName(block.type)}</strong>
                      {blockBadges(block).map((badge) => (
                        <span key={badge} className="badge badge--neutral">
                          {t(badge)}
                        </span>
                      ))}
                    </div>
                    {block.values.map((value) => (
                      <ValueDiff key={value.path} label={readablePath(value.path)} change={value} />
                    ))}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {unchanged > 0 && <p className="muted">{t('compare.unchangedBlocks', { count: unchanged })}</p>}
        </>
      )}
    </div>
  );
}
