import './lib/zod-jitless';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadEditors } from './app/load-editors';
import { screens } from './app/router';
import { startApp } from './app/start-app';
import { ADMIN_BASE } from './config/paths';

// `/-admin` and `/-admin/` are the same page; the router knows the second.
if (`${window.location.pathname}/` === ADMIN_BASE) {
  window.history.replaceState(null, '', `${ADMIN_BASE}${window.location.search}${window.location.hash}`);
}

// The session check and the screen's first reads go out now, while React is still to draw.
const started = startApp({ location: window.location, screens, editors: loadEditors });

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <App started={started} />
  </StrictMode>,
);
