import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CancelledError } from '../errors';
import { renderTextPrompt } from './text-prompt';

// renderTextPrompt with stand-ins for a terminal: a raw-mode stdin and a stdout that records what ink draws.
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
    drawn: () => drawn,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('renderTextPrompt', () => {
  it('resolves with the typed line, leaves the terminal out of raw mode, and draws the masked answer', async () => {
    const terminal = fakeTerminal();
    const answer = renderTextPrompt(terminal.streams, { label: 'Password:', mask: '*' });
    await tick();
    expect(terminal.stdin.rawMode).toBe(true);
    terminal.stdin.write('hunter2\r');
    await expect(answer).resolves.toBe('hunter2');
    expect(terminal.stdin.rawMode).toBe(false);
    expect(terminal.drawn()).toContain('Password: *******');
    expect(terminal.drawn()).not.toContain('hunter2');
  });

  it('rejects with CancelledError on Ctrl+C', async () => {
    const terminal = fakeTerminal();
    const answer = renderTextPrompt(terminal.streams, { label: 'Email:' });
    await tick();
    terminal.stdin.write('adm');
    await tick();
    terminal.stdin.write('\u0003');
    await expect(answer).rejects.toBeInstanceOf(CancelledError);
  });
});
