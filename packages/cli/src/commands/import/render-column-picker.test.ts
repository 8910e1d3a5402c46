import { describe, expect, it } from 'vitest';
import { CancelledError } from '../../errors';
import { fakeTerminal } from '../../ui/fake-terminal';
import { renderColumnPicker } from './column-picker';
import { costNeed, orderNeed } from './columns';
import { waitFor } from './wait-for';

const options = { columns: ['Expedicion', 'Referencia', 'Importe'], needs: [orderNeed, costNeed] };

describe('renderColumnPicker', () => {
  it('resolves with the picks and leaves the terminal out of raw mode', async () => {
    const terminal = fakeTerminal();
    const choice = renderColumnPicker(terminal.streams, options);
    await waitFor(() => terminal.text().includes('Order code column?'), 'the first list');
    expect(terminal.stdin.rawMode).toBe(true);
    terminal.stdin.write('j');
    await waitFor(() => terminal.text().includes('> Referencia'), 'the cursor on Referencia');
    terminal.stdin.write('\r');
    await waitFor(() => terminal.text().includes('Cost column?'), 'the second list');
    terminal.stdin.write('k');
    await waitFor(() => terminal.text().includes('> Importe'), 'the cursor on Importe');
    terminal.stdin.write('\r');
    await expect(choice).resolves.toEqual({ cod_order: 'Referencia', cost: 'Importe' });
    expect(terminal.stdin.rawMode).toBe(false);
    expect(terminal.text()).toContain('Cost column: Importe');
  });

  it('rejects with CancelledError on Ctrl+C', async () => {
    const terminal = fakeTerminal();
    const choice = renderColumnPicker(terminal.streams, options);
    await waitFor(() => terminal.text().includes('Order code column?'), 'the first list');
    terminal.stdin.write('\u0003');
    await expect(choice).rejects.toBeInstanceOf(CancelledError);
  });
});
