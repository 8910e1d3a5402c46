import { describe, expect, it } from 'vitest';
import { formatTable } from './text-table';

describe('formatTable', () => {
  it('pads columns to the widest cell, aligns right where asked, cuts long cells and flattens new lines', () => {
    const rows = [
      { id: 7, name: 'Vega Sicilia Único 2012', note: 'line one\nline two' },
      { id: 123, name: 'Rioja', note: '' },
    ];
    expect(
      formatTable(
        [
          { header: 'id', value: (row) => row.id, align: 'right' },
          { header: 'name', value: (row) => row.name, maxWidth: 12 },
          { header: 'note', value: (row) => row.note },
        ],
        rows,
      ),
    ).toBe([' id  name          note', '  7  Vega Sicili…  line one line two', '123  Rioja'].join('\n'));
  });

  it("keeps the no-break space of an amount ('12,50 €'), so an amount never breaks in two", () => {
    const amounts = ['12,50\u00a0€', '1.234,00\u00a0€'];
    expect(formatTable([{ header: 'Cost', value: (row: string) => row, align: 'right' }], amounts)).toBe(
      ['      Cost', '   12,50\u00a0€', '1.234,00\u00a0€'].join('\n'),
    );
  });
});
