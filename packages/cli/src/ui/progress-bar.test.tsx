import { Writable } from 'node:stream';
import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { createProgress } from './create-progress';
import { plainProgress } from './progress';
import { barCells, ProgressView } from './progress-bar';

afterEach(() => cleanup());

describe('ProgressView', () => {
  it('shows the bar, the percentage, processed of the total, failed, the rate and the time left when the total is known', () => {
    const { lastFrame } = render(
      <ProgressView
        state={{ done: 40, failed: 10, total: 200 }}
        elapsedMs={10_000}
        unit="URLs"
        logs={[]}
        width={20}
      />,
    );
    expect(lastFrame()).toBe(`${'█'.repeat(5)}${'░'.repeat(15)} 25% 50 of 200 URLs 10 failed 5.0/s 30s left`);
  });

  it('fills the bar with the rows an earlier run settled and says how many, after a resume', () => {
    const { lastFrame } = render(
      <ProgressView
        state={{ done: 100, failed: 0, total: 100_000, before: 99_600 }}
        elapsedMs={10_000}
        unit="URLs"
        logs={[]}
        width={20}
      />,
    );
    expect(lastFrame()).toBe(
      `${'█'.repeat(20)} 99% 100 of 100000 URLs (99600 done before) 0 failed 10.0/s 30s left`,
    );
  });

  it('shows no failures for an upload’s bytes', () => {
    const { lastFrame } = render(
      <ProgressView state={{ done: 512, total: 1024 }} elapsedMs={1000} unit="bytes" logs={[]} width={10} />,
    );
    expect(lastFrame()).toBe(`${'█'.repeat(5)}${'░'.repeat(5)} 50% 512 of 1024 bytes 512.0/s 1s left`);
  });

  it('shows no bar and no time left while the total is unknown', () => {
    const { lastFrame } = render(
      <ProgressView state={{ done: 7, failed: 0 }} elapsedMs={2000} unit="lines" logs={[]} />,
    );
    expect(lastFrame()).toBe('7 lines 0 failed 3.5/s');
  });

  it('keeps logged lines above the bar', () => {
    const { frames } = render(
      <ProgressView
        state={{ done: 1, failed: 1, total: 2 }}
        elapsedMs={1000}
        unit="rows"
        logs={[{ id: 0, text: 'line 3: Please input a valid URL' }]}
        width={10}
      />,
    );
    expect(frames.join('\n')).toContain('line 3: Please input a valid URL');
  });

  it('fills the bar by the share processed, never past the end', () => {
    expect(barCells(0, 10, 30)).toEqual({ filled: 0, empty: 30 });
    expect(barCells(5, 10, 30)).toEqual({ filled: 15, empty: 15 });
    expect(barCells(12, 10, 30)).toEqual({ filled: 30, empty: 0 });
    expect(barCells(0, 0, 30)).toEqual({ filled: 30, empty: 0 });
  });
});

describe('createProgress on a terminal', () => {
  it('draws the ink bar on a TTY stderr and leaves its last frame there', async () => {
    let drawn = '';
    const stderr = Object.assign(
      new Writable({
        write(chunk, _encoding, done) {
          drawn += String(chunk);
          done();
        },
      }),
      { isTTY: true, columns: 100, rows: 24 },
    );
    let clock = 0;
    const progress = await createProgress({ json: false, stderr }, { unit: 'URLs', now: () => clock });
    progress.update({ done: 1, failed: 0, total: 4 });
    progress.log('line 3: Please input a valid URL');
    clock = 2000;
    progress.finish({ done: 3, failed: 1, total: 4 });
    expect(drawn).toContain('line 3: Please input a valid URL');
    expect(drawn).toContain('100% 4 of 4 URLs 1 failed 2.0/s 0s left');
  });

  it('prints plain lines when stderr is not a terminal, the last state once', async () => {
    const stderr = { text: '', isTTY: false, write: (s: string) => (stderr.text += s) };
    const progress = await createProgress(
      { json: false, stderr },
      { unit: 'rows', plainEveryMs: 0, now: () => 1000 },
    );
    expect(progress).not.toHaveProperty('rerender');
    progress.update({ done: 2, failed: 0, total: 2 });
    progress.finish({ done: 2, failed: 0, total: 2 });
    expect(stderr.text).toBe('2 of 2 rows, 0 failed, 0.0/s\n');
    const again = plainProgress(stderr, { unit: 'rows' });
    again.finish({ done: 0, failed: 0 });
    expect(stderr.text).toContain('0 rows, 0 failed');
  });
});
