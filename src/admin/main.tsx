// First: switches zod's eval probe off before any schema exists (the admin's CSP).
import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { installHostApi } from './app/host-api.ts';
import './styles/app.css';
import './styles/pages.css';
import './styles/phone.css';

// window.cmsAdmin for a host script (README: Extending the admin), before the first render.
installHostApi();

const container = document.getElementById('root');
if (!container) throw new Error('The admin page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
