import { domPurify } from '../content/dom-purify';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

let useHooked = false;

/**
 * `<use>` is common in drawings (icons, repeated shapes) but DOMPurify's SVG profile leaves it out: one pointing to
 * another file or a `data:` document can bring script. It is kept pointing into the drawing itself (`#id`) only.
 */
function keepInternalUse(instance: ReturnType<typeof domPurify>['instance']): void {
  if (useHooked) return;
  useHooked = true;
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    // The node's name only: typed without the DOM's lib, which the packages that compile this file (the CLI's
    // tests start the backend) may not load.
    const { nodeName } = node as { nodeName: string };
    if (nodeName.toLowerCase() === 'use' && /^(xlink:)?href$/i.test(data.attrName))
      data.keepAttr = data.attrValue.startsWith('#');
  });
}

/**
 * An uploaded SVG as it may be stored: DOMPurify's SVG profile (no script, no event handler, no animation that can
 * set one, no `javascript:` or `data:` reference to run, no element of another namespace) over the drawing as an
 * HTML parser reads it, written back as XML. Answers undefined when no `<svg>` drawing is left. Entities of a DTD
 * are never expanded: the HTML parser does not read them.
 */
export function sanitizeSvg(bytes: Uint8Array): Uint8Array | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  const { instance, window } = domPurify();
  keepInternalUse(instance);
  const body = instance.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    RETURN_DOM: true,
  });
  // Typed by what is read of it: the DOM's lib is loaded in some packages that compile this file and not in others.
  const elements = [
    ...(body as unknown as { children: Iterable<{ namespaceURI: string | null; localName: string }> })
      .children,
  ];
  const svg = elements[0];
  if (
    elements.length !== 1 ||
    svg === undefined ||
    svg.namespaceURI !== SVG_NAMESPACE ||
    svg.localName !== 'svg'
  )
    return undefined;
  const xml = new window.XMLSerializer().serializeToString(svg);
  return new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`);
}
