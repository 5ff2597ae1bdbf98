import { applyColorScheme } from '@plotline/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { storedColorScheme } from './color-scheme';

// Before the first render, so the page never shows the wrong scheme. Here, not in an inline
// script in index.html: the server's Content-Security-Policy allows no inline scripts.
applyColorScheme(storedColorScheme());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
