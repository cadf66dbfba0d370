// First: switches zod's eval probe off before any schema exists (the admin's CSP).
import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ADMIN_BASENAME, App, startSessionCheck } from './app/App.tsx';
import { prefetchScreenData, preloadScreen } from './app/AppRoutes.tsx';
import { installChunkReload } from './app/chunk-reload.ts';
import { installHostApi } from './app/host-api.ts';
import { loginInFlight } from './features/auth/auth-actions.ts';
import { useSecondStep } from './features/two-factor/two-factor-state.ts';
import { i18nReady } from './i18n/index.ts';
import { hasUnsavedWork } from './lib/unsaved-work.ts';
import './styles/screen-styles.ts';
import './styles/app.css';
import './styles/pages.css';
import './styles/phone.css';

// A chunk gone after a deploy: the new build instead (chunk-reload.ts), not while a login is sent
// or in its second step, nor over unsaved changes (the part that failed shows "Try again":
// lazy-part.tsx).
installChunkReload(() => loginInFlight() || useSecondStep.getState().pending !== null || hasUnsavedWork());

// window.cmsAdmin for a host script (README: Extending the admin), before the first render.
installHostApi();

// Issue 20: the session check, the screen's chunk and the interface texts (i18n/index.ts) are
// all fetched at once, before React renders, rather than one after the other; the editor's page
// data goes out alongside the session check.
const screenPath = window.location.pathname.slice(ADMIN_BASENAME.length) || '/';
void startSessionCheck(() => prefetchScreenData(screenPath));
void preloadScreen(screenPath);

const container = document.getElementById('root');
if (!container) throw new Error('The admin page has no #root element');

// The first render waits for the texts so no screen shows its keys; the page stays blank meanwhile.
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
