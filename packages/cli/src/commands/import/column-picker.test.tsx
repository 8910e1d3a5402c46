import { stripVTControlCharacters } from 'node:util';
import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColumnPicker, keyActions } from './column-picker';
import { commissionNeed, orderNeed } from './columns';
import { waitFor } from './wait-for';

afterEach(() => cleanup());

// ink reads stdin asynchronously: each key is written once the frame shows `expected`.
const shows = (frame: () => string | undefined, text: string) =>
  waitFor(() => stripVTControlCharacters(frame() ?? '').includes(text), `"${text}" on screen`);
const DOWN = '\u001B[B';
const UP = '\u001B[A';
const HEADER = ['Transaccion', 'Pedido', 'Fecha', 'Cobrado', 'Comision'];
const NEEDS = [orderNeed, commissionNeed];

describe('ColumnPicker', () => {
  it('offers the file’s header for each needed column and submits the picks', async () => {
    const onSubmit = vi.fn();
    const { stdin, lastFrame } = render(
      <ColumnPicker columns={HEADER} needs={NEEDS} onSubmit={onSubmit} onCancel={() => {}} />,
    );
    await shows(lastFrame, 'Order code column?');
    for (const column of HEADER) expect(lastFrame()).toContain(column);
    expect(lastFrame()).toContain('> Transaccion');

    stdin.write(DOWN);
    await shows(lastFrame, '> Pedido');
    stdin.write('\r');
    await shows(lastFrame, 'Commission column?');
    expect(lastFrame()).toContain('Order code column: Pedido');

    // Up from the first row wraps to the last.
    stdin.write(UP);
    await shows(lastFrame, '> Comision');
    stdin.write('\r');
    await shows(lastFrame, 'Commission column: Comision');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ cod_order: 'Pedido', cost: 'Comision' });
    expect(lastFrame()).not.toContain('Transaccion');
  });

  it('starts each list on a preselected column (a partial --columns or the remembered choice)', async () => {
    const onSubmit = vi.fn();
    const { stdin, lastFrame } = render(
      <ColumnPicker
        columns={HEADER}
        needs={NEEDS}
        initial={{ cost: 'Cobrado' }}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await shows(lastFrame, '> Transaccion');
    stdin.write('j');
    await shows(lastFrame, '> Pedido');
    stdin.write('\r');
    await shows(lastFrame, '> Cobrado');
    stdin.write('\r');
    await waitFor(() => onSubmit.mock.calls.length > 0, 'the submit');
    expect(onSubmit).toHaveBeenCalledWith({ cod_order: 'Pedido', cost: 'Cobrado' });
  });

  it('cancels on Esc without submitting, and stops listening', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    const { stdin, lastFrame } = render(
      <ColumnPicker columns={HEADER} needs={NEEDS} onSubmit={onSubmit} onCancel={onCancel} />,
    );
    await shows(lastFrame, 'Order code column?');
    stdin.write(DOWN);
    await shows(lastFrame, '> Pedido');
    stdin.write('\u001B');
    await waitFor(() => onCancel.mock.calls.length > 0, 'the cancel');
    stdin.write('\r');
    stdin.write('\r');
    // Nothing to wait for: a key after the cancel must change nothing, so give it the time a key takes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('applies keys that arrive together one after the other', async () => {
    const onSubmit = vi.fn();
    const { stdin, lastFrame } = render(
      <ColumnPicker columns={HEADER} needs={NEEDS} onSubmit={onSubmit} onCancel={() => {}} />,
    );
    await shows(lastFrame, 'Order code column?');
    stdin.write('j\rkjjjj\r');
    await waitFor(() => onSubmit.mock.calls.length > 0, 'the submit');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ cod_order: 'Pedido', cost: 'Cobrado' });
  });
});

describe('keys that arrive together', () => {
  it('reads every key of a chunk: arrows in both forms, Enter, Esc, Ctrl+C, j/k', () => {
    expect(keyActions(`${DOWN}${DOWN}\u001BOB${UP}\r`)).toEqual(['down', 'down', 'down', 'up', 'pick']);
    expect(keyActions('jjk\n')).toEqual(['down', 'down', 'up', 'pick']);
    expect(keyActions('\u001B')).toEqual(['cancel']);
    expect(keyActions('\u0003')).toEqual(['cancel']);
    expect(keyActions('\u001B[1;5Cx')).toEqual([]);
  });

  it('moves once per arrow and picks on the Enter that came with them', async () => {
    const onSubmit = vi.fn();
    const { stdin, lastFrame } = render(
      <ColumnPicker columns={HEADER} needs={[orderNeed]} onSubmit={onSubmit} onCancel={() => {}} />,
    );
    await shows(lastFrame, 'Order code column?');
    stdin.write(`${DOWN}${DOWN}${DOWN}\r`);
    await waitFor(() => onSubmit.mock.calls.length > 0, 'the pick');
    expect(onSubmit).toHaveBeenCalledWith({ cod_order: 'Cobrado' });
  });
});
