import { describe, expect, it } from 'vitest';
import { needsOwnFocus } from './use-keyboard-scrollable';

/** A box of the given content whose scroll size jsdom, which lays nothing out, is told. */
function box(html: string, size: { scrollHeight: number; clientHeight: number }): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  Object.defineProperties(element, {
    scrollHeight: { value: size.scrollHeight },
    clientHeight: { value: size.clientHeight },
    scrollWidth: { value: 100 },
    clientWidth: { value: 100 },
  });
  return element;
}

describe('needsOwnFocus', () => {
  it('is true for a box that scrolls with nothing focusable inside', () => {
    expect(needsOwnFocus(box('<pre>{ "a": 1 }</pre>', { scrollHeight: 500, clientHeight: 200 }))).toBe(true);
  });

  it('is false when the box does not scroll', () => {
    expect(needsOwnFocus(box('<pre>{}</pre>', { scrollHeight: 200, clientHeight: 200 }))).toBe(false);
  });

  it('is false when Tab reaches something inside, which scrolls it into view', () => {
    const size = { scrollHeight: 500, clientHeight: 200 };
    expect(needsOwnFocus(box('<a href="/x">x</a>', size))).toBe(false);
    expect(needsOwnFocus(box('<button type="button">x</button>', size))).toBe(false);
    expect(needsOwnFocus(box('<button type="button" disabled>x</button>', size))).toBe(true);
  });
});
