import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { clearBrowserCaches } from './app/clear-browser-caches.js';
import { loadInspector } from './app/inspector.js';
import './styles/app.css';
import './styles/shop.css';

void clearBrowserCaches();
const inspect = await loadInspector();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App inspect={inspect} />
  </StrictMode>,
);
