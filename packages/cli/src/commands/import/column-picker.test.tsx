import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColumnPicker } from './column-picker';
import { commissionNeed, orderNeed } from './columns';

afterEach(() => cleanup());

// ink reads stdin asynchronously; give it a tick between keystrokes.
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
async function press(stdin: { write(data: string): void }, ...keys: string[]) {
  for (const key of keys) {
    stdin.write(key);
    await tick();
  }
}
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
    await tick();
    expect(lastFrame()).toContain('Order code column?');
    for (const column of HEADER) expect(lastFrame()).toContain(column);
    expect(lastFrame()).toContain('> Transaccion');

    await press(stdin, DOWN);
    expect(lastFrame()).toContain('> Pedido');
    await press(stdin, '\r');
    expect(lastFrame()).toContain('Order code column: Pedido');
    expect(lastFrame()).toContain('Commission column?');

    // Up from the first row wraps to the last.
    await press(stdin, UP, '\r');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ cod_order: 'Pedido', cost: 'Comision' });
    expect(lastFrame()).toContain('Commission column: Comision');
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
    await tick();
    await press(stdin, 'j', '\r');
    expect(lastFrame()).toContain('> Cobrado');
    await press(stdin, '\r');
    expect(onSubmit).toHaveBeenCalledWith({ cod_order: 'Pedido', cost: 'Cobrado' });
  });

  it('cancels on Esc without submitting, and stops listening', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    const { stdin } = render(
      <ColumnPicker columns={HEADER} needs={NEEDS} onSubmit={onSubmit} onCancel={onCancel} />,
    );
    await tick();
    await press(stdin, DOWN, '\u001B');
    await tick();
    await press(stdin, '\r', '\r');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
