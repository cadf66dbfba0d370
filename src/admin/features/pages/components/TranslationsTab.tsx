import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import type { PageSibling } from '../../../../shared/pages/page-dto.ts';
import type { TranslationStatusItem } from '../../../../shared/pages/translation-status.ts';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { GatedButton } from '../../../components/GatedButton.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorsFromUnknown } from '../../../lib/api-client.ts';
import { usePermission } from '../../auth/auth-state.ts';
import { useSettingsStore } from '../../settings/settings-state.ts';
import { pagesApi } from '../api.ts';
import { editorDispatch, usePageEditorStore } from '../editor/editor-store.ts';
import { NewPageFields, type NewPageValues } from './new-page/NewPageFields.tsx';
import { asLocaleCode } from '../locale-options.ts';
import { TranslationSyncNotice } from './TranslationSyncNotice.tsx';
import { formatDate } from '../../../lib/format-date.ts';

const STATUS_BADGES = { published: 'badge--success', unpublishedChanges: 'badge--warning', concept: 'badge--neutral' } as const;

/** Translations: the page's siblings in other locales, and adding a translation. */
export function TranslationsTab() {
  const { t, i18n } = useTranslation();
  const canCreate = usePermission('create-page');
  const navigate = useNavigate();
  const page = usePageEditorStore((state) => state.editor.page);
  const activity = usePageEditorStore((state) => state.editor.activity);
  const available = useSettingsStore((state) => state.settings?.availableLocales ?? []);
  const [siblings, setSiblings] = useState<PageSibling[] | null>(null);
  const [statuses, setStatuses] = useState<Map<number, TranslationStatusItem>>(new Map());
  const [marked, setMarked] = useState(false);
  const [values, setValues] = useState<NewPageValues | null>(null);
  const [errors, setErrors] = useState<ApiError[]>([]);
  const [busy, setBusy] = useState(false);
  const pageId = page?.id;

  useEffect(() => {
    editorDispatch({ type: 'activityChanged', activity: 'Editing' });
    if (!pageId) return;
    let cancelled = false;
    pagesApi
      .siblings(pageId)
      .then((answer) => !cancelled && setSiblings(answer.data.items))
      .catch(() => !cancelled && setSiblings([]));
    // The status is extra information: without it the tab still lists the translations.
    pagesApi
      .translationStatus(pageId)
      .then((answer) => !cancelled && setStatuses(new Map(answer.data.items.map((item) => [item.pageID, item]))))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [pageId]);

  const onValues = useCallback((next: NewPageValues) => setValues(next), []);
  if (!page) return null;
  const used = new Set([page.locale, ...(siblings ?? []).map((sibling) => sibling.locale)]);
  const free = available.filter((locale) => !used.has(locale));
  const adding = activity === 'AddTranslation';
  const own = statuses.get(page.id);
  const ownSource = own?.sourcePageID ? siblings?.find((sibling) => sibling.pageID === own.sourcePageID) : undefined;
  const localeName = (locale: string) => t(`locales.${locale}`, { defaultValue: locale });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    if (values.availability === 'taken') {
      setErrors([{ code: 'V_06', property: 'slug' }]);
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      const created = await pagesApi.createTranslation({
        pageID: page.id,
        newLocale: asLocaleCode(values.locale),
        title: values.title,
        slug: values.slug,
      });
      navigate(`/page/${created.pageID}`);
    } catch (error) {
      setErrors(errorsFromUnknown(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card editor-panel">
      <h2>{t('editor.translationsTitle')}</h2>
      <p className="muted">{t('editor.translationsIntro')}</p>
      {own?.outOfDate && (
        <TranslationSyncNotice
          status={own}
          sourceName={ownSource ? `${ownSource.title} (${localeName(ownSource.locale)})` : ''}
          onMarked={(next) => {
            setStatuses((current) => new Map(current).set(next.pageID, next));
            setMarked(true);
          }}
        />
      )}
      {marked && <p role="status">{t('translationStatus.marked')}</p>}
      {siblings === null ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <table className="data-table translations-table">
          <caption className="visually-hidden">{t('editor.translationsTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pageList.columnLocale')}</th>
              <th scope="col">{t('pageList.columnTitle')}</th>
              <th scope="col">{t('editor.slug')}</th>
              <th scope="col">{t('translationStatus.columnStatus')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('common.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {siblings.map((sibling) => (
              <tr key={sibling.pageID}>
                <td>{t(`locales.${sibling.locale}`, { defaultValue: sibling.locale })}</td>
                <td>{sibling.title}</td>
                <td className="muted">{sibling.url}</td>
                <td>
                  {statuses.get(sibling.pageID) && (
                    <span className="translation-status">
                      <span className={`badge ${STATUS_BADGES[statuses.get(sibling.pageID)!.status]}`}>
                        {t(`translationStatus.status_${statuses.get(sibling.pageID)!.status}`)}
                      </span>{' '}
                      {statuses.get(sibling.pageID)!.outOfDate && (
                        <span
                          className="badge badge--warning"
                          title={t('translationStatus.outOfDateHint', {
                            date: formatDate(statuses.get(sibling.pageID)!.sourceUpdatedAt ?? '', i18n.language, true),
                          })}
                        >
                          {t('translationStatus.outOfDate')}
                        </span>
                      )}
                    </span>
                  )}
                </td>
                <td style={{ textAlign: 'right' }}>
                  {sibling.pageID === page.id ? (
                    <span className="badge badge--neutral">{t('editor.currentPage')}</span>
                  ) : (
                    <Link
                      to={`/page/${sibling.pageID}`}
                      className="button button--ghost button--small"
                      aria-label={t('editor.openTranslation', { locale: t(`locales.${sibling.locale}`, { defaultValue: sibling.locale }) })}
                    >
                      {t('editor.open')}
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {siblings !== null && free.length === 0 && <p className="muted">{t('editor.allTranslated')}</p>}
      {siblings !== null && free.length > 0 && !adding && (
        <GatedButton
          type="button"
          className="button button--secondary"
          // Translating creates a page: the server asks for create-page.
          blockedReason={canCreate ? null : t('permissionGate.needPermission', { permission: 'create-page' })}
          onClick={() => editorDispatch({ type: 'activityChanged', activity: 'AddTranslation' })}
        >
          <Icon name="plus" size={18} />
          {t('editor.addTranslation')}
        </GatedButton>
      )}
      {adding && free.length > 0 && (
        <form className="form translation-form" onSubmit={submit} noValidate>
          <h3>{t('editor.addTranslation')}</h3>
          <FormErrors errors={errors} />
          <NewPageFields type={page.type} locales={free} initialTitle={page.pageVersion.title} errors={errors} onChange={onValues} />
          <div className="form__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => editorDispatch({ type: 'activityChanged', activity: 'Editing' })}
            >
              {t('common.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('editor.addTranslation')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
