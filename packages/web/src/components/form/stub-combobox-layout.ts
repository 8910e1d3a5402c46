import { vi } from 'vitest';

/**
 * For unit tests of a screen with a product combobox (cmdk): it measures its option list and scrolls to the option
 * selected, and jsdom has neither. Call it in `beforeEach`.
 */
export function stubComboboxLayout(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  Element.prototype.scrollIntoView ??= () => undefined;
}
