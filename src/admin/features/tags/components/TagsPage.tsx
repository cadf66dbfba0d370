import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { TagKindSection } from './TagKindSection.tsx';
import '../../../styles/site-admin.css';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

/**
 * Public and private tags (manage-tags): each kind with how many pages use every tag, and
 * create, rename, merge and delete. Each is a paged, searchable list (SPEC 2.5), so every tag
 * can be reached however many there are.
 */
export function TagsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('tagsAdmin.title'));
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <section className="page">
      <header className="page__header">
        <div>
          <h1>{t('tagsAdmin.title')}</h1>
          <p className="page__intro">{t('tagsAdmin.intro')}</p>
        </div>
      </header>
      {notice && <Alert kind="success">{notice}</Alert>}
      <div className="tags-admin">
        <TagKindSection kind="public" title={t('tagsAdmin.publicTags')} onNotice={setNotice} />
        <TagKindSection kind="private" title={t('tagsAdmin.privateTags')} onNotice={setNotice} />
      </div>
    </section>
  );
}
