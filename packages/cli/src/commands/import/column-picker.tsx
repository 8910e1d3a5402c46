import { Box, Text, useStdin } from 'ink';
import { useEffect, useRef, useState } from 'react';
import type { PromptStreams } from '../../ui/prompts';
import { renderQuestion } from '../../ui/render-until-exit';
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

export type PickerAction = 'up' | 'down' | 'pick' | 'cancel';

/**
 * The picker's actions in one chunk of terminal input, in order: ↑/↓ (CSI or SS3 form) or k/j move, Enter picks,
 * Esc alone or Ctrl+C cancels; other keys and escape sequences are skipped.
 */
export function keyActions(chunk: string): PickerAction[] {
  const actions: PickerAction[] = [];
  for (let at = 0; at < chunk.length; ) {
    const char = chunk[at] as string;
    if (char === '\u001B') {
      const next = chunk[at + 1];
      if (next === '[' || next === 'O') {
        // A CSI or SS3 sequence: parameters, then one final byte from @ to ~.
        let end = at + 2;
        while (end < chunk.length && !/[@-~]/.test(chunk[end] as string)) end += 1;
        const final = chunk[end];
        if (final === 'A') actions.push('up');
        else if (final === 'B') actions.push('down');
        at = end + 1;
      } else {
        actions.push('cancel');
        at += 1;
      }
      continue;
    }
    if (char === '\r' || char === '\n') actions.push('pick');
    else if (char === '\u0003') actions.push('cancel');
    else if (char === 'k') actions.push('up');
    else if (char === 'j') actions.push('down');
    at += 1;
  }
  return actions;
}

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

  const apply = (action: PickerAction) => {
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

  // ink's useInput reads one key per chunk of stdin, so keys that arrive together (three ↓ of a held key, a fast
  // ↓ then Enter) would be lost: every chunk is read here, key by key.
  const { stdin, setRawMode } = useStdin();
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(() => {
    if (done) return;
    setRawMode(true);
    const onData = (data: Buffer | string) => {
      for (const action of keyActions(String(data))) applyRef.current(action);
      setShown(state.current);
    };
    stdin.on('data', onData);
    return () => {
      stdin.off('data', onData);
      setRawMode(false);
    };
  }, [done, stdin, setRawMode]);

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

/** Shows the picker and resolves with the choice once ink has unmounted; CancelledError on Esc or Ctrl+C. */
export async function renderColumnPicker(
  streams: PromptStreams,
  options: { columns: readonly string[]; needs: readonly ColumnNeed[]; initial?: Partial<ColumnChoice> },
): Promise<ColumnChoice> {
  return renderQuestion<ColumnChoice>(streams, ({ submit, cancel }) => (
    <ColumnPicker
      columns={options.columns}
      needs={options.needs}
      initial={options.initial}
      onSubmit={submit}
      onCancel={cancel}
    />
  ));
}
