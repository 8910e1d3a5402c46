import type { Output } from '../command-context';

/** Where a long command stands. `total` is unknown while a streamed input is still being read. */
export interface ProgressState {
  /** Done by this run. */
  done: number;
  /** Failed in this run; left out where nothing can fail on its own (an upload's bytes). */
  failed?: number;
  /** The whole job, rows settled by an earlier run included (as the summary counts them). */
  total?: number;
  /** Settled by an earlier run (`--resume`): part of `total`, not of this run's rate. */
  before?: number;
}

/**
 * How a long command shows where it stands, on stderr so stdout keeps only the result:
 * - a terminal: an ink bar with done, failed, rate and time left (helper `progress-bar.tsx`);
 * - not a terminal: a plain line now and then;
 * - `--json`: nothing, the one result on stdout is the whole answer.
 */
export interface Progress {
  update(state: ProgressState): void;
  /** A line for people (a warning, a failed row) shown above the bar. */
  log(line: string): void;
  /** Draws the final state and releases the terminal. */
  finish(state: ProgressState): void;
}

export interface ProgressOptions {
  /** What is counted, e.g. 'rows', 'lines', 'URLs'. */
  unit: string;
  /** Milliseconds between two plain lines; 0 prints every update. */
  plainEveryMs?: number;
  now?: () => number;
}

/** rows per second and the seconds left at that rate, from the start of the run. */
export function progressFigures(state: ProgressState, elapsedMs: number) {
  const processed = state.done + (state.failed ?? 0);
  const rate = elapsedMs > 0 ? (processed * 1000) / elapsedMs : 0;
  const left = state.total === undefined ? undefined : state.total - (state.before ?? 0) - processed;
  const secondsLeft = left !== undefined && rate > 0 ? Math.max(0, left / rate) : undefined;
  return { processed, rate, secondsLeft };
}

export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}

/** What this run processed of the whole: "120 of 1000 rows", with "(600 done before)" after a resume. */
export function formatProgressCount(state: ProgressState, unit: string): string {
  const processed = state.done + (state.failed ?? 0);
  const count = state.total === undefined ? `${processed} ${unit}` : `${processed} of ${state.total} ${unit}`;
  return state.before ? `${count} (${state.before} done before)` : count;
}

/** One line: "120 of 1000 rows (600 done before), 3 failed, 45.2/s, 19s left". */
export function formatProgressLine(state: ProgressState, elapsedMs: number, unit: string): string {
  const { rate, secondsLeft } = progressFigures(state, elapsedMs);
  const parts = [formatProgressCount(state, unit)];
  if (state.failed !== undefined) parts.push(`${state.failed} failed`);
  parts.push(`${rate.toFixed(1)}/s`);
  if (secondsLeft !== undefined) parts.push(`${formatDuration(secondsLeft)} left`);
  return parts.join(', ');
}

/** Plain lines for logs and pipes: the first update, then at most one per `plainEveryMs`, and the last. */
export function plainProgress(stderr: Output, options: ProgressOptions): Progress {
  const now = options.now ?? Date.now;
  const every = options.plainEveryMs ?? 2000;
  const started = now();
  let lastPrinted: number | undefined;
  let lastState: ProgressState | undefined;
  const print = (state: ProgressState) => {
    lastPrinted = now();
    lastState = { ...state };
    stderr.write(`${formatProgressLine(state, lastPrinted - started, options.unit)}\n`);
  };
  return {
    update(state) {
      if (lastPrinted === undefined || now() - lastPrinted >= every) print(state);
    },
    log(line) {
      stderr.write(`${line}\n`);
    },
    finish(state) {
      // The last update may have printed this very state already.
      if (lastState === undefined || !sameState(lastState, state)) print(state);
    },
  };
}

const sameState = (a: ProgressState, b: ProgressState) =>
  a.done === b.done && a.failed === b.failed && a.total === b.total && a.before === b.before;

/** Shows nothing: for `--json`. */
export const silentProgress: Progress = { update() {}, log() {}, finish() {} };
