import { createRequire } from 'node:module';
import type { DOMPurify } from 'dompurify';

/** What the backend uses of jsdom's window beside DOMPurify: its XML serializer. */
export interface DomWindow {
  XMLSerializer: new () => { serializeToString(node: unknown): string };
}

let purify: { instance: DOMPurify; window: DomWindow } | undefined;

/**
 * The backend's one DOMPurify, over a jsdom window, with that window (its `XMLSerializer`): the maintained sanitiser
 * the editor uses too. jsdom is loaded on the first call, not with the server.
 */
export function domPurify(): { instance: DOMPurify; window: DomWindow } {
  if (purify === undefined) {
    const require = createRequire(import.meta.url);
    const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: DomWindow } };
    const createDOMPurify = require('dompurify') as (window: DomWindow) => DOMPurify;
    const { window } = new JSDOM('');
    purify = { instance: createDOMPurify(window), window };
  }
  return purify;
}
