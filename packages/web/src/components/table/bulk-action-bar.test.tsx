import { HttpError, NetworkError } from '@cellar/sdk';
import { commerceMessages } from '@cellar/validation/commerce';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BulkActionBar } from './bulk-action-bar';
import { useBulkAction } from './use-bulk-action';
import { useRowSelection } from './use-row-selection';

const bulk = commerceMessages.bulk;
afterEach(cleanup);

describe('useBulkAction and BulkActionBar', () => {
  it('runs every row, and names each refused one with the server’s message', async () => {
    const hook = renderHook(() => useBulkAction());
    await act(() =>
      hook.result.current.run({
        items: [1, 2, 3],
        call: async (id) => {
          if (id === 2) throw new HttpError(409, { message: 'The opinion is not pending', type: 'Conflict' });
        },
        name: (id) => `#${id}`,
        noun: 'opinion',
        verb: 'published',
      }),
    );
    expect(hook.result.current.summary).toEqual({
      done: bulk.done(2, 'opinion', 'published'),
      refusedTitle: bulk.refused(1, 'opinion', 'published'),
      refused: [{ name: '#2', reason: 'The opinion is not pending' }],
    });
    expect(hook.result.current.progress).toBeNull();

    render(
      <BulkActionBar label="Bulk actions on opinions" count={3} bulk={hook.result.current}>
        <button type="button">Publish selected</button>
      </BulkActionBar>,
    );
    expect(screen.getByText(bulk.selected(3))).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 opinions published.');
    expect(screen.getByRole('alert').textContent).toBe(
      '1 opinion could not be published:#2: The opinion is not pending',
    );
  });

  it('stops at the first answer that would refuse every row (the backend unreachable)', async () => {
    const hook = renderHook(() => useBulkAction());
    const called: number[] = [];
    await act(() =>
      hook.result.current.run({
        items: [1, 2, 3, 4, 5, 6],
        call: async (id) => {
          called.push(id);
          throw new NetworkError('Failed to fetch');
        },
        name: String,
        noun: 'offer',
        verb: 'expired',
      }),
    );
    expect(called.length).toBeLessThanOrEqual(4);
    expect(hook.result.current.summary).toBeNull();
  });
});

describe('useRowSelection', () => {
  it('keeps only the rows shown selected', () => {
    const hook = renderHook(({ ids }) => useRowSelection(ids), { initialProps: { ids: ['1', '2', '3'] } });
    act(() => hook.result.current.onChange(new Set(['1', '3'])));
    expect([...hook.result.current.selected]).toEqual(['1', '3']);
    hook.rerender({ ids: ['3', '4'] });
    expect([...hook.result.current.selected]).toEqual(['3']);
    act(() => hook.result.current.clear());
    expect(hook.result.current.selected.size).toBe(0);
  });
});
