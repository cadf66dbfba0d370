// First: switches zod's eval probe off before any schema exists (the admin's CSP).
import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ADMIN_BASENAME, App } from './app/App.tsx';
import { preloadScreen } from './app/AppRoutes.tsx';
import { installHostApi } from './app/host-api.ts';
import './styles/screen-styles.ts';
import './styles/app.css';
import './styles/pages.css';
import './styles/phone.css';

// Screens are chunks loaded on first use (issue 20). After a deploy an open tab asks for chunks the
// server no longer has: load the new build instead (at most once a minute, so a broken build
// does not reload forever).
window.addEventListener('vite:preloadError', () => {
  const last = Number(sessionStorage.getItem('cms-chunk-reload') ?? 0);
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem('cms-chunk-reload', String(Date.now()));
  window.location.reload();
});

// window.cmsAdmin for a host script (README: Extending the admin), before the first render.
installHostApi();

// The screen's chunk is fetched alongside the session check instead of after it.
preloadScreen(window.location.pathname.slice(ADMIN_BASENAME.length) || '/');

const container = document.getElementById('root');
if (!container) throw new Error('The admin page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
