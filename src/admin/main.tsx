import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import './styles/app.css';
import './styles/pages.css';

const container = document.getElementById('root');
if (!container) throw new Error('The admin page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
