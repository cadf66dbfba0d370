import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** What browsers put between a screen's name and the product's in the tab title. */
const SEPARATOR = ' · ';

/**
 * Names the screen and the product in the browser tab ("Page overview · Verdant CMS"), so tabs
 * and history entries tell the admin screens apart. `screen` is already translated; while it is
 * empty (a page still loading) the tab shows the product alone.
 */
export function useDocumentTitle(screen: string): void {
  const { t } = useTranslation();
  const app = t('common.appName');
  useEffect(() => {
    document.title = screen ? `${screen}${SEPARATOR}${app}` : app;
  }, [screen, app]);
}
