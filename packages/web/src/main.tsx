import './lib/zod-jitless';
// Before React's modules: see started.ts.
import { started } from './app/started';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { ADMIN_BASE } from './config/paths';

// `/-admin` and `/-admin/` are the same page; the router knows the second.
if (`${window.location.pathname}/` === ADMIN_BASE) {
  window.history.replaceState(null, '', `${ADMIN_BASE}${window.location.search}${window.location.hash}`);
}

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <App started={started} />
  </StrictMode>,
);
