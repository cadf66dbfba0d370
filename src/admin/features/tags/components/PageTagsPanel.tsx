import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import { Alert } from '../../../components/Alert.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { ApiRequestError, errorsFromUnknown } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../auth/auth-state.ts';
import { tagsChanged } from '../tag-list-state.ts';
import { fetchPageTags, savePageTags } from '../api.ts';
import { TagInput } from './TagInput.tsx';
import '../../../styles/site-admin.css';

type Lists = { public: string[]; private: string[] };
const names = (tags: { name: string }[]) => tags.map((tag) => tag.name);

/** The page's public and private tags, in the Page Settings tab, saved with their own button. */
export function PageTagsPanel({ pageId }: { pageId: number }) {
  const { t } = useTranslation();
  const canCreate = useAuthStore((state) => state.permissions.some((permission) => permission.name === 'manage-tags'));
  const [tags, setTags] = useState<Lists | null>(null);
  const [saved, setSaved] = useState<Lists | null>(null);
  const [errors, setErrors] = useState<ApiError[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [forbidden, setForbidden] = useState(false);
  /** Bumped on save so the inputs drop their "new tag" hints. */
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    fetchPageTags(pageId)
      .then((data) => {
        if (!current) return;
        const lists = { public: names(data.public), private: names(data.private) };
        setTags(lists);
        setSaved(lists);
      })
      .catch((error: unknown) => current && setErrors(errorsFromUnknown(error)));
    return () => {
      current = false;
    };
  }, [pageId]);

  const changed = Boolean(tags && saved && (tagsChanged(tags.public, saved.public) || tagsChanged(tags.private, saved.private)));

  const save = async () => {
    if (!tags) return;
    setBusy(true);
    setErrors([]);
    setNotice(null);
    setForbidden(false);
    try {
      const data = await savePageTags(pageId, tags);
      const lists = { public: names(data.public), private: names(data.private) };
      setTags(lists);
      setSaved(lists);
      setVersion((current) => current + 1);
      setNotice(t('tagsAdmin.tagsSaved'));
    } catch (error) {
      // 403: the list holds a new tag name and creating tags needs manage-tags.
      const forbiddenNew = error instanceof ApiRequestError && error.status === 403;
      setForbidden(forbiddenNew);
      setErrors(forbiddenNew ? [] : errorsFromUnknown(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card form page-tags" aria-labelledby="page-tags-title">
      <h2 id="page-tags-title">{t('tagsAdmin.pageTagsTitle')}</h2>
      {notice && <Alert kind="success">{notice}</Alert>}
      {forbidden && (
        <div className="alert alert--error" role="alert">
          {t('tagsAdmin.forbiddenNewTag')}
        </div>
      )}
      {errors.length > 0 && (
        <>
          <div className="alert alert--error" role="alert">
            {t('tagsAdmin.tagsFailed')}
          </div>
          <FormErrors errors={errors} includeFieldErrors />
        </>
      )}
      {tags && (
        <>
          <TagInput
            key={`public-${version}`}
            kind="public"
            label={t('tagsAdmin.publicTags')}
            value={tags.public}
            canCreate={canCreate}
            onChange={(next) => setTags({ ...tags, public: next })}
          />
          <TagInput
            key={`private-${version}`}
            kind="private"
            label={t('tagsAdmin.privateTags')}
            value={tags.private}
            canCreate={canCreate}
            onChange={(next) => setTags({ ...tags, private: next })}
          />
          <div className="form__actions">
            <button type="button" className="button button--primary" disabled={!changed || busy} onClick={() => void save()}>
              {busy ? t('common.saving') : t('tagsAdmin.saveTags')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
