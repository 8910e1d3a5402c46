import { HttpError } from '@cellar/sdk';
import { describe, expect, it, vi } from 'vitest';
import type { CommandContext } from '../../command-context';
import { CancelledError, RowsFailedError, UsageError } from '../../errors';
import { confirmAndSend } from './confirm-and-send';
import type { ImportPrompts } from './import-prompts';

function harness({ json = false, answer = true } = {}) {
  const out = { stdout: '', stderr: '' };
  const ctx = {
    json,
    stdout: { write: (text: string) => (out.stdout += text) },
    stderr: { write: (text: string) => (out.stderr += text) },
  } as unknown as CommandContext;
  const asked: string[] = [];
  const prompts = {
    confirm: async (question: string) => {
      asked.push(question);
      return answer;
    },
  } as ImportPrompts;
  return { out, ctx, asked, prompts };
}

const step = (send: () => Promise<unknown>) => ({
  shown: ['Month  2026-09', 'Cost   1,850.40'],
  question: 'Register the warehouse cost of 2026-09?',
  send,
  result: { kind: 'warehouse-cost' },
});

const conflict = () =>
  new HttpError(409, { message: 'A warehouse cost for 2026-09 is already registered', type: 'Conflict' });

describe('confirmAndSend', () => {
  it('shows the preview on stderr, asks, and answers what the send answered, printing nothing itself', async () => {
    const { out, ctx, asked, prompts } = harness();
    const stored = await confirmAndSend(
      ctx,
      prompts,
      {},
      step(async () => ({ id: 7 })),
    );
    expect(stored).toEqual({ id: 7 });
    expect(out.stderr).toBe('Month  2026-09\nCost   1,850.40\n');
    expect(asked).toEqual(['Register the warehouse cost of 2026-09?']);
    expect(out.stdout).toBe('');
  });

  it('with --yes neither shows nor asks; with --json it does not show', async () => {
    const yes = harness();
    await confirmAndSend(
      yes.ctx,
      undefined,
      { yes: true },
      step(async () => ({})),
    );
    expect(yes.out.stderr).toBe('');
    const json = harness({ json: true });
    await confirmAndSend(
      json.ctx,
      json.prompts,
      {},
      step(async () => ({})),
    );
    expect(json.out.stderr).toBe('');
    expect(json.asked).toHaveLength(1);
  });

  it('sends nothing on a "no" (a cancel), nor without a terminal to ask on', async () => {
    const send = vi.fn(async () => ({}));
    const no = harness({ answer: false });
    await expect(confirmAndSend(no.ctx, no.prompts, {}, step(send))).rejects.toBeInstanceOf(CancelledError);
    const script = harness();
    await expect(confirmAndSend(script.ctx, undefined, {}, step(send))).rejects.toBeInstanceOf(UsageError);
    expect(send).not.toHaveBeenCalled();
  });

  it('prints a refused send with the result and its error in the spec’s words, then exits 1', async () => {
    const { out, ctx } = harness({ json: true });
    const refused = confirmAndSend(
      ctx,
      undefined,
      { yes: true },
      step(() => Promise.reject(conflict())),
    );
    await expect(refused).rejects.toBeInstanceOf(RowsFailedError);
    await expect(refused).rejects.toThrow(/^Error processing 409: /);
    expect(JSON.parse(out.stdout)).toEqual({
      kind: 'warehouse-cost',
      dryRun: false,
      confirmed: null,
      error: expect.stringMatching(/^Error processing 409: .*already registered/),
    });
  });

  it('prints the failure lines it is given for people, and none by default', async () => {
    const given = harness();
    const refuse = () => Promise.reject(conflict());
    await expect(
      confirmAndSend(
        given.ctx,
        undefined,
        { yes: true },
        { ...step(refuse), failureLines: ['Month  2026-09'] },
      ),
    ).rejects.toBeInstanceOf(RowsFailedError);
    expect(given.out.stdout).toBe('Month  2026-09\n');
    const none = harness();
    await expect(confirmAndSend(none.ctx, undefined, { yes: true }, step(refuse))).rejects.toBeInstanceOf(
      RowsFailedError,
    );
    expect(none.out.stdout).toBe('');
  });
});
