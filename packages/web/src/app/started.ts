import { loadEditors } from './load-editors';
import { screens } from './screens';
import { startApp } from './start-app';

/**
 * This page load's start (`startApp`), made as this module is evaluated: `main.tsx` imports it before React's
 * modules, so the session check and the screen's first reads go out before the rest of the first page's script has
 * run, not after.
 */
export const started = startApp({ location: window.location, screens, editors: loadEditors });
