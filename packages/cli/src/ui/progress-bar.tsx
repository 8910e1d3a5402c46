import { Box, render, Static, Text } from 'ink';
import type { Output } from '../command-context';
import {
  formatDuration,
  formatProgressCount,
  type Progress,
  type ProgressOptions,
  type ProgressState,
  progressFigures,
} from './progress';

export interface LogLine {
  id: number;
  text: string;
}

export interface ProgressViewProps {
  state: ProgressState;
  elapsedMs: number;
  unit: string;
  /** Lines printed above the bar once each (failed rows, warnings). */
  logs: readonly LogLine[];
  /** Cells of the bar. */
  width?: number;
}

/** The bar itself: filled cells for the share processed (done and failed, by any run), empty ones for the rest. */
export function barCells(processed: number, total: number, width: number): { filled: number; empty: number } {
  const share = total > 0 ? Math.min(1, processed / total) : 1;
  const filled = Math.round(share * width);
  return { filled, empty: width - filled };
}

/**
 * A bulk command's progress in a terminal: a bar and the percentage of the whole when the total is known (rows an
 * earlier run settled included), what this run processed of it, failed (when rows can fail), the rate and the time
 * left; the lines logged so far stay above it.
 */
export function ProgressView({ state, elapsedMs, unit, logs, width = 30 }: ProgressViewProps) {
  const { processed, rate, secondsLeft } = progressFigures(state, elapsedMs);
  const whole = processed + (state.before ?? 0);
  const bar = state.total === undefined ? undefined : barCells(whole, state.total, width);
  const percent =
    state.total === undefined ? undefined : state.total > 0 ? Math.floor((whole * 100) / state.total) : 100;
  return (
    <Box flexDirection="column">
      <Static items={[...logs]}>{(line) => <Text key={line.id}>{line.text}</Text>}</Static>
      <Box gap={1}>
        {bar ? (
          <Text>
            <Text color="green">{'█'.repeat(bar.filled)}</Text>
            <Text dimColor>{'░'.repeat(bar.empty)}</Text>
          </Text>
        ) : null}
        {percent === undefined ? null : <Text>{`${percent}%`}</Text>}
        <Text>{formatProgressCount(state, unit)}</Text>
        {state.failed === undefined ? null : (
          <Text color={state.failed > 0 ? 'red' : undefined}>{`${state.failed} failed`}</Text>
        )}
        <Text dimColor>{`${rate.toFixed(1)}/s`}</Text>
        {secondsLeft === undefined ? null : <Text dimColor>{`${formatDuration(secondsLeft)} left`}</Text>}
      </Box>
    </Box>
  );
}

/**
 * The ink bar on a terminal (`stderr`), redrawn at most every `redrawEveryMs`, then once more on `finish`,
 * which unmounts it so the last frame stays on screen and the terminal is released.
 */
export function inkProgress(stderr: Output, options: ProgressOptions & { redrawEveryMs?: number }): Progress {
  const now = options.now ?? Date.now;
  const every = options.redrawEveryMs ?? 100;
  const started = now();
  const logs: LogLine[] = [];
  let state: ProgressState = { done: 0 };
  let lastDrawn = Number.NEGATIVE_INFINITY;
  let finished = false;
  const view = () => (
    <ProgressView state={state} elapsedMs={now() - started} unit={options.unit} logs={[...logs]} />
  );
  const app = render(view(), {
    stdout: stderr as NodeJS.WriteStream,
    exitOnCtrlC: false,
    patchConsole: false,
  });
  const draw = () => {
    lastDrawn = now();
    app.rerender(view());
  };
  return {
    update(next) {
      if (finished) return;
      state = next;
      if (now() - lastDrawn >= every) draw();
    },
    log(line) {
      if (finished) return;
      logs.push({ id: logs.length, text: line });
      draw();
    },
    finish(next) {
      if (finished) return;
      finished = true;
      state = next;
      draw();
      app.unmount();
    },
  };
}
