import { describe, expect, it } from 'vitest';
import { domPurify } from './dom-purify';

describe('domPurify', () => {
  it('is one DOMPurify over one jsdom window, with its XML serializer', () => {
    const { instance, window } = domPurify();
    expect(domPurify().instance).toBe(instance);
    expect(instance.sanitize('<b onclick="x()">hi</b><script>x()</script>')).toBe('<b>hi</b>');
    const svg = instance.sanitize('<svg><rect/></svg>', { USE_PROFILES: { svg: true }, RETURN_DOM: true });
    expect(new window.XMLSerializer().serializeToString(svg.firstChild)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>',
    );
  });
});
