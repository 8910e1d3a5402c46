import { PassThrough, Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CancelledError } from '../../errors';
import { renderColumnPicker } from './column-picker';
import { costNeed, orderNeed } from './columns';
import { waitFor } from './wait-for';

// renderColumnPicker with stand-ins for a terminal: a raw-mode stdin and a stdout that records what ink draws.
function fakeTerminal() {
  const stdin = Object.assign(new PassThrough(), {
    isTTY: true,
    rawMode: false,
    setRawMode(mode: boolean) {
      stdin.rawMode = mode;
      return stdin;
    },
    ref: () => stdin,
    unref: () => stdin,
  });
  let drawn = '';
  const stdout = Object.assign(
    new Writable({
      write(chunk, _encoding, done) {
        drawn += String(chunk);
        done();
      },
    }),
    { isTTY: true, columns: 80, rows: 24 },
  );
  return {
    streams: {
      stdin: stdin as unknown as NodeJS.ReadStream,
      stdout: stdout as unknown as NodeJS.WriteStream,
    },
    stdin,
    drawn: () => stripVTControlCharacters(drawn),
  };
}

const options = { columns: ['Expedicion', 'Referencia', 'Importe'], needs: [orderNeed, costNeed] };

describe('renderColumnPicker', () => {
  it('resolves with the picks and leaves the terminal out of raw mode', async () => {
    const terminal = fakeTerminal();
    const choice = renderColumnPicker(terminal.streams, options);
    await waitFor(() => terminal.drawn().includes('Order code column?'), 'the first list');
    expect(terminal.stdin.rawMode).toBe(true);
    terminal.stdin.write('j');
    await waitFor(() => terminal.drawn().includes('> Referencia'), 'the cursor on Referencia');
    terminal.stdin.write('\r');
    await waitFor(() => terminal.drawn().includes('Cost column?'), 'the second list');
    terminal.stdin.write('k');
    await waitFor(() => terminal.drawn().includes('> Importe'), 'the cursor on Importe');
    terminal.stdin.write('\r');
    await expect(choice).resolves.toEqual({ cod_order: 'Referencia', cost: 'Importe' });
    expect(terminal.stdin.rawMode).toBe(false);
    expect(terminal.drawn()).toContain('Cost column: Importe');
  });

  it('rejects with CancelledError on Ctrl+C', async () => {
    const terminal = fakeTerminal();
    const choice = renderColumnPicker(terminal.streams, options);
    await waitFor(() => terminal.drawn().includes('Order code column?'), 'the first list');
    terminal.stdin.write('\u0003');
    await expect(choice).rejects.toBeInstanceOf(CancelledError);
  });
});
