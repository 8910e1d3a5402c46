import { describe, expect, it } from 'vitest';
import { CancelledError } from '../errors';
import { fakeTerminal } from './fake-terminal';
import { renderTextPrompt } from './text-prompt';

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
