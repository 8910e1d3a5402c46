import { act, cleanup, render, screen } from '@testing-library/react';
import { startTransition, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Column, DataTable, type TableSort } from './data-table';

interface Row {
  name: string;
  visits: number;
}

const rows: Row[] = [
  { name: 'alion', visits: 22 },
  { name: 'pingus', visits: 5 },
  { name: 'vega', visits: 100 },
];
const columns: Column<Row>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'visits', header: 'Visits', sortingFn: 'basic' },
];

let sortTo: (sort: TableSort | null) => void = () => {};

/** A screen whose sort changes in a transition, as a router navigation to a new URL renders. */
function Screen() {
  const [sort, setSort] = useState<TableSort | null>(null);
  sortTo = (next) => startTransition(() => setSort(next));
  return (
    <DataTable
      label="Traffic"
      columns={columns}
      rows={rows}
      rowId={(row) => row.name}
      sort={{ value: sort, onChange: sortTo, sortRows: true }}
    />
  );
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.firstChild?.textContent);

afterEach(cleanup);

describe('DataTable', () => {
  it('shows each new sort rendered in a transition, the second and later ones too', async () => {
    render(<Screen />);
    expect(names()).toEqual(['alion', 'pingus', 'vega']);
    await act(async () => sortTo({ column: 'visits', direction: 'asc' }));
    expect(names()).toEqual(['pingus', 'alion', 'vega']);
    await act(async () => sortTo({ column: 'visits', direction: 'desc' }));
    expect(names()).toEqual(['vega', 'alion', 'pingus']);
    expect(screen.getByRole('columnheader', { name: /Visits/ }).getAttribute('aria-sort')).toBe('descending');
    await act(async () => sortTo(null));
    expect(names()).toEqual(['alion', 'pingus', 'vega']);
  });
});
