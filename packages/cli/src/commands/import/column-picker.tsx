import { Box, render, Text, useApp, useInput } from 'ink';
import { useEffect, useState } from 'react';
import { CancelledError } from '../../errors';
import type { PromptStreams } from '../../ui/prompts';
import type { ColumnChoice, ColumnKey, ColumnNeed } from './columns';

export interface ColumnPickerProps {
  /** The file's header. */
  columns: readonly string[];
  needs: readonly ColumnNeed[];
  /** Preselected columns (a partial `--columns`). */
  initial?: Partial<ColumnChoice>;
  onSubmit: (choice: ColumnChoice) => void;
  onCancel: () => void;
}

const startAt = (columns: readonly string[], column: string | undefined) =>
  Math.max(0, column === undefined ? 0 : columns.indexOf(column));

/**
 * Picks one header column for each needed column, one need after the other: ↑/↓ (or k/j) move, Enter picks,
 * Esc or Ctrl+C cancels. The needs already picked stay shown above the list.
 */
export function ColumnPicker({ columns, needs, initial = {}, onSubmit, onCancel }: ColumnPickerProps) {
  const [step, setStep] = useState(0);
  const [cursor, setCursor] = useState(() => startAt(columns, initial[needs[0]?.key as ColumnKey]));
  const [picked, setPicked] = useState<Partial<ColumnChoice>>({});
  const done = step >= needs.length;

  useInput(
    (input, key) => {
      if ((key.ctrl && input === 'c') || key.escape) {
        setStep(needs.length);
        onCancel();
        return;
      }
      if (key.upArrow || input === 'k') setCursor((at) => (at - 1 + columns.length) % columns.length);
      else if (key.downArrow || input === 'j') setCursor((at) => (at + 1) % columns.length);
      else if (key.return) {
        const need = needs[step];
        const column = columns[cursor];
        if (need === undefined || column === undefined) return;
        const next = { ...picked, [need.key]: column };
        setPicked(next);
        setStep(step + 1);
        const following = needs[step + 1];
        if (following === undefined) onSubmit(next as ColumnChoice);
        else setCursor(startAt(columns, initial[following.key]));
      }
    },
    { isActive: !done },
  );

  const current = needs[step];
  return (
    <Box flexDirection="column">
      {needs.slice(0, step).map((need) => (
        <Text key={need.key}>
          <Text bold>{need.label} column: </Text>
          {picked[need.key]}
        </Text>
      ))}
      {current ? (
        <>
          <Text bold>
            {current.label} column? <Text dimColor>(↑/↓, Enter)</Text>
          </Text>
          {columns.map((column, index) => (
            <Text key={column} inverse={index === cursor}>
              {index === cursor ? '> ' : '  '}
              {column}
            </Text>
          ))}
        </>
      ) : null}
    </Box>
  );
}

type Outcome = { ok: true; value: ColumnChoice } | { ok: false };

function PickerApp(
  props: Omit<ColumnPickerProps, 'onSubmit' | 'onCancel'> & { onDone: (o: Outcome) => void },
) {
  const { exit } = useApp();
  const [outcome, setOutcome] = useState<Outcome>();
  const { onDone } = props;
  useEffect(() => {
    if (outcome === undefined) return;
    onDone(outcome);
    exit();
  }, [outcome, onDone, exit]);
  return (
    <ColumnPicker
      columns={props.columns}
      needs={props.needs}
      initial={props.initial}
      onSubmit={(value) => setOutcome({ ok: true, value })}
      onCancel={() => setOutcome({ ok: false })}
    />
  );
}

/** Shows the picker and resolves with the choice once ink has unmounted; CancelledError on Esc or Ctrl+C. */
export async function renderColumnPicker(
  streams: PromptStreams,
  options: { columns: readonly string[]; needs: readonly ColumnNeed[]; initial?: Partial<ColumnChoice> },
): Promise<ColumnChoice> {
  let outcome: Outcome | undefined;
  const app = render(
    <PickerApp
      {...options}
      onDone={(o) => {
        outcome = o;
      }}
    />,
    { stdin: streams.stdin, stdout: streams.stdout, exitOnCtrlC: false, patchConsole: false },
  );
  await app.waitUntilExit();
  if (outcome === undefined || !outcome.ok) throw new CancelledError();
  return outcome.value;
}
