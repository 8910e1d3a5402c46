import { Box, Text, useApp, useInput } from 'ink';
import { useEffect, useRef, useState } from 'react';
import { CancelledError } from '../../errors';
import type { PromptStreams } from '../../ui/prompts';
import { renderUntilExit } from '../../ui/render-until-exit';
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
  // The refs are the truth between renders: keys that arrive together (a fast ↓ then Enter) are applied before
  // React renders again, so each one must see the state the previous one left.
  const state = useRef({
    step: 0,
    cursor: startAt(columns, initial[needs[0]?.key as ColumnKey]),
    picked: {} as Partial<ColumnChoice>,
  });
  const [shown, setShown] = useState(state.current);
  const done = shown.step >= needs.length;

  type Action = 'up' | 'down' | 'pick' | 'cancel';
  const apply = (action: Action) => {
    const now = state.current;
    if (now.step >= needs.length) return;
    if (action === 'cancel') {
      state.current = { ...now, step: needs.length };
      onCancel();
    } else if (action === 'up' || action === 'down') {
      const move = action === 'up' ? columns.length - 1 : 1;
      state.current = { ...now, cursor: (now.cursor + move) % columns.length };
    } else {
      const need = needs[now.step];
      const column = columns[now.cursor];
      if (need === undefined || column === undefined) return;
      const picked = { ...now.picked, [need.key]: column };
      const following = needs[now.step + 1];
      state.current = {
        step: now.step + 1,
        cursor: following ? startAt(columns, initial[following.key]) : now.cursor,
        picked,
      };
      if (following === undefined) onSubmit(picked as ColumnChoice);
    }
  };

  useInput(
    (input, key) => {
      if ((key.ctrl && input === 'c') || key.escape) apply('cancel');
      else if (key.upArrow) apply('up');
      else if (key.downArrow) apply('down');
      else if (key.return) apply('pick');
      else if (!key.ctrl && !key.meta) {
        // Keys that arrive together come as one string: each character in turn.
        for (const char of input) {
          if (char === 'k') apply('up');
          else if (char === 'j') apply('down');
          else if (char === '\r' || char === '\n') apply('pick');
          else if (char === '\u0003') apply('cancel');
        }
      }
      setShown(state.current);
    },
    { isActive: !done },
  );

  const { step, cursor, picked } = shown;
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
  const outcome = await renderUntilExit<Outcome>(streams, (onDone) => (
    <PickerApp {...options} onDone={onDone} />
  ));
  if (outcome === undefined || !outcome.ok) throw new CancelledError();
  return outcome.value;
}
