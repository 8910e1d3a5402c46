import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type LastPageFallback, lastPageOf, useLastPageFallback } from './use-last-page-fallback';

describe('lastPageOf', () => {
  it.each([
    [0, 10, 0],
    [1, 10, 0],
    [10, 10, 0],
    [11, 10, 1],
    [40, 20, 1],
    [41, 20, 2],
    [-3, 10, 0],
    [5, 0, 4],
  ])('%i rows at %i a page: last page %i', (total, pageSize, last) => {
    expect(lastPageOf(total, pageSize)).toBe(last);
  });
});

describe('useLastPageFallback', () => {
  const run = (props: Omit<LastPageFallback, 'goTo'>) => {
    const goTo = vi.fn();
    const hook = renderHook((p: LastPageFallback) => useLastPageFallback(p), {
      initialProps: { ...props, goTo },
    });
    return {
      goTo,
      rerender: (next: Partial<Omit<LastPageFallback, 'goTo'>>) => hook.rerender({ ...props, goTo, ...next }),
    };
  };

  it('goes back to the last page with rows once the page shown emptied', () => {
    // Page 3 (0-based 2) of 20 a page held the 41st row; it left, 40 remain: page 2 (0-based 1) is the last.
    const goTo = vi.fn();
    const { result } = renderHook(() =>
      useLastPageFallback({ page: 2, total: 40, pageSize: 20, settled: true, rows: 0, goTo }),
    );
    expect(goTo).toHaveBeenCalledWith(1);
    expect(result.current).toBe(true);
  });

  it('stays on a page that has rows, and on page 0 of an empty list', () => {
    expect(run({ page: 1, total: 21, pageSize: 20, settled: true, rows: 1 }).goTo).not.toHaveBeenCalled();
    const { result } = renderHook(() =>
      useLastPageFallback({ page: 1, total: 21, pageSize: 20, settled: true, rows: 1, goTo: vi.fn() }),
    );
    expect(result.current).toBe(false);
    expect(run({ page: 0, total: 0, pageSize: 20, settled: true, rows: 0 }).goTo).not.toHaveBeenCalled();
  });

  it('waits for the total, the page size and the rows of this page', () => {
    const { goTo, rerender } = run({
      page: 4,
      total: undefined,
      pageSize: 10,
      settled: true,
      rows: undefined,
    });
    rerender({ total: 12, pageSize: undefined });
    rerender({ total: 12, pageSize: 10, settled: false });
    expect(goTo).not.toHaveBeenCalled();
    rerender({ total: 12, pageSize: 10, settled: true });
    expect(goTo).toHaveBeenCalledWith(1);
  });

  it('says to wait while an empty page stands in for the one loading, not while a full one does', () => {
    const goTo = vi.fn();
    const props = { page: 1, total: 30, pageSize: 20, settled: false, goTo };
    expect(renderHook(() => useLastPageFallback({ ...props, rows: 0 })).result.current).toBe(true);
    expect(renderHook(() => useLastPageFallback({ ...props, rows: 10 })).result.current).toBe(false);
    expect(renderHook(() => useLastPageFallback({ ...props, settled: true, rows: 10 })).result.current).toBe(
      false,
    );
    expect(goTo).not.toHaveBeenCalled();
  });
});
