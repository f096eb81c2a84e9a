import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { loadInspector } from './app/inspector.js';
import './styles/app.css';
import './styles/shop.css';

const inspect = await loadInspector();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App inspect={inspect} />
  </StrictMode>,
);
