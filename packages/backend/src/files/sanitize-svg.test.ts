import { describe, expect, it } from 'vitest';
import { EVIL_SVG, SCRIPT_BEARING, SCRIPTED_SVGS, SVG } from './file-test-support';
import { sanitizeSvg } from './sanitize-svg';

const text = (bytes: Uint8Array | undefined) =>
  bytes === undefined ? undefined : new TextDecoder().decode(bytes);
const sanitized = (svg: string) => text(sanitizeSvg(new TextEncoder().encode(svg)));

describe('sanitizeSvg', () => {
  it.each(Object.entries(SCRIPTED_SVGS))(
    'leaves nothing that runs of %s, and keeps its drawing',
    (_name, svg) => {
      const out = sanitized(svg);
      expect(out).not.toMatch(SCRIPT_BEARING);
      expect(out).toContain('<text>x</text>');
    },
  );

  it('takes out a script element', () => {
    expect(text(sanitizeSvg(EVIL_SVG))).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    );
  });

  it('keeps a safe drawing working: its viewBox, gradients, internal <use>, text and an embedded raster', () => {
    expect(text(sanitizeSvg(SVG))).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>\n',
    );
    const drawing = sanitized(
      '<?xml version="1.0" encoding="UTF-8"?><!-- Inkscape --><svg xmlns="http://www.w3.org/2000/svg" ' +
        'xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" ' +
        'viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>' +
        '<path id="p" d="M0 0h1"/></defs><g inkscape:label="Layer 1"><use xlink:href="#p"/>' +
        '<text x="1" y="5">Vino &amp; ñ &lt; 2</text><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/></g></svg>',
    );
    for (const kept of [
      'viewBox="0 0 10 10"',
      '<linearGradient id="g">',
      '<use xlink:href="#p"/>',
      '<text x="1" y="5">Vino &amp; ñ &lt; 2</text>',
      'href="data:image/png;base64,iVBORw0KGgo="',
    ])
      expect(drawing).toContain(kept);
    expect(drawing).not.toContain('inkscape:label');
  });

  it('never expands a DTD’s entities, and answers nothing for what is no SVG', () => {
    const billion = '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]>';
    expect(sanitized(`${billion}<svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>`)).toContain(
      '<text>&amp;b;</text>',
    );
    expect(sanitized('<p>no drawing</p>')).toBeUndefined();
    expect(sanitizeSvg(Uint8Array.from([0xff, 0xfe, 0x3c]))).toBeUndefined();
  });
});
