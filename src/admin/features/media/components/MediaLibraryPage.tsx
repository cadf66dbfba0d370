import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearCollectionErrors } from '../../../lib/error-collections.ts';
import { usePermission } from '../../auth/auth-state.ts';
import { createMediaLibraryStore } from '../media-library-state.ts';
import { MediaBrowser } from './MediaBrowser.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

/** SPEC 2.8 /medialibrary: the library browser; change actions only with manage-media. */
export function MediaLibraryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('media.title'));
  const canManage = usePermission('manage-media');
  const [store] = useState(() => createMediaLibraryStore());

  useEffect(() => {
    clearCollectionErrors('media');
    void store.getState().fetchDirectory('/');
    return () => clearCollectionErrors('media');
  }, [store]);

  return (
    <section className="page page--wide media-page">
      <header className="page__header">
        <div>
          <h1>{t('media.title')}</h1>
          <p className="page__intro">{t('media.intro')}</p>
        </div>
      </header>
      <div className="card media-card-frame">
        <MediaBrowser store={store} canManage={canManage} />
      </div>
    </section>
  );
}
