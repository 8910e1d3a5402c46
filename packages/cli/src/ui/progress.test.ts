import { describe, expect, it } from 'vitest';
import { createProgress } from './create-progress';
import { formatDuration, formatProgressLine, plainProgress, silentProgress } from './progress';

const capture = () => {
  const out = { text: '', write: (chunk: string) => (out.text += chunk) };
  return out;
};

describe('progress', () => {
  it('formats processed of the total, failures, rate and time left', () => {
    expect(formatProgressLine({ done: 90, failed: 10, total: 1000 }, 10_000, 'rows')).toBe(
      '100 of 1000 rows, 10 failed, 10.0/s, 1m30s left',
    );
    expect(formatProgressLine({ done: 5, failed: 0 }, 1000, 'lines')).toBe('5 lines, 0 failed, 5.0/s');
    expect(formatDuration(7300)).toBe('2h01m');
  });

  it('counts a resumed run of the whole job, as the summary does, its rate and time left from this run only', () => {
    expect(formatProgressLine({ done: 100, failed: 0, total: 100_000, before: 99_600 }, 10_000, 'URLs')).toBe(
      '100 of 100000 URLs (99600 done before), 0 failed, 10.0/s, 30s left',
    );
  });

  it('leaves failures out where nothing can fail on its own (bytes)', () => {
    expect(formatProgressLine({ done: 512, total: 1024 }, 1000, 'bytes')).toBe(
      '512 of 1024 bytes, 512.0/s, 1s left',
    );
  });

  it('prints plain lines at most once per interval, and always the last one', () => {
    let clock = 0;
    const stderr = capture();
    const progress = plainProgress(stderr, { unit: 'rows', plainEveryMs: 1000, now: () => clock });
    progress.update({ done: 1, failed: 0, total: 4 });
    clock = 500;
    progress.update({ done: 2, failed: 0, total: 4 });
    clock = 1500;
    progress.update({ done: 3, failed: 0, total: 4 });
    clock = 2000;
    progress.finish({ done: 3, failed: 1, total: 4 });
    expect(stderr.text.trim().split('\n')).toEqual([
      '1 of 4 rows, 0 failed, 0.0/s',
      '3 of 4 rows, 0 failed, 2.0/s, 1s left',
      '4 of 4 rows, 1 failed, 2.0/s, 0s left',
    ]);
  });

  it('is silent with --json', async () => {
    expect(await createProgress({ json: true, stderr: capture() }, { unit: 'rows' })).toBe(silentProgress);
  });
});
