import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';

let frame: HTMLIFrameElement | undefined;
let purifier: Purifier | undefined;

/**
 * DOMPurify working in a hidden frame that may run no script (`sandbox` without `allow-scripts`). Chromium checks
 * the page's Content-Security-Policy for each `on*` attribute it parses, even in a `DOMParser` document, a
 * `<template>` or a `createHTMLDocument`: untrusted markup parsed there wrote one CSP error per handler to the
 * console before DOMPurify removed it. The frame's documents can run no script, so parsing there reports nothing,
 * and like any parsed document they load nothing. The frame is made again when something took it out of the page.
 */
function inertPurifier(): Purifier {
  if (purifier !== undefined && frame?.isConnected) return purifier;
  frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-same-origin');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.hidden = true;
  document.body.append(frame);
  const inert =
    frame.contentWindow === null ? undefined : DOMPurify(frame.contentWindow as unknown as WindowLike);
  purifier = inert?.isSupported ? inert : DOMPurify;
  return purifier;
}

/**
 * The HTML of a rich text as it may be saved and shown (catalogue-editors §2): DOMPurify keeps plain HTML only (no
 * script, no event handler attribute, no `javascript:` link, no SVG or MathML), and drops the `div` tags the editor
 * strips on change (their content stays) and inline styles. Used on what the editor gives before it reaches the
 * form (so before it is saved) and on what it is given before it is shown. The markup is parsed in a frame that
 * runs nothing (`inertPurifier`), so stored script neither runs nor fills the console with CSP errors.
 */
export function sanitizeHtml(html: string): string {
  return inertPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['div', 'style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}
