import { Box, Text, useInput } from 'ink';
import { useRef, useState } from 'react';
import type { PromptStreams } from './prompts';
import { renderQuestion } from './render-until-exit';

export interface TextPromptProps {
  label: string;
  /** Shown instead of each typed character (a password); the typed text itself is never rendered. */
  mask?: string;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

const DELETE = new Set(['\u007f', '\b']);
const ENTER = new Set(['\r', '\n']);

/**
 * One line of input: type, Backspace to erase, Ctrl+U to clear, Enter to submit, Ctrl+C or Esc to cancel.
 * Keys that arrive together (a paste, fast typing over a slow link) come as one string; they are applied
 * one character at a time so that a Backspace or Enter inside them still works.
 */
export function TextPrompt({ label, mask, onSubmit, onCancel }: TextPromptProps) {
  // The ref is the truth between renders: several chunks can arrive before React renders again.
  const value = useRef('');
  const [shownValue, setShownValue] = useState('');
  const [done, setDone] = useState(false);
  const finished = useRef(false);

  const finish = (submit: boolean) => {
    if (finished.current) return;
    finished.current = true;
    setDone(true);
    if (submit) onSubmit(value.current);
    else onCancel();
  };

  useInput(
    (input, key) => {
      if (finished.current) return;
      if ((key.ctrl && input === 'c') || key.escape) return finish(false);
      if (key.return) return finish(true);
      // Most terminals send DEL (0x7f) for Backspace, which ink reports as `delete`.
      if (key.backspace || key.delete) {
        value.current = [...value.current].slice(0, -1).join('');
      } else if (key.ctrl && input === 'u') {
        value.current = '';
      } else if (
        key.ctrl ||
        key.meta ||
        key.tab ||
        key.upArrow ||
        key.downArrow ||
        key.leftArrow ||
        key.rightArrow
      ) {
        return;
      } else {
        for (const char of input) {
          if (char === '\u0003') return finish(false);
          if (ENTER.has(char)) {
            setShownValue(value.current);
            return finish(true);
          }
          if (DELETE.has(char)) value.current = [...value.current].slice(0, -1).join('');
          else if (char === '\u0015') value.current = '';
          else if (char >= ' ') value.current += char;
        }
      }
      setShownValue(value.current);
    },
    { isActive: !done },
  );

  const shown = mask === undefined ? shownValue : mask.repeat([...shownValue].length);
  return (
    <Box>
      <Text bold>{label} </Text>
      <Text>{shown}</Text>
      {done ? null : <Text inverse> </Text>}
    </Box>
  );
}

/**
 * Asks for one line in the terminal and resolves once ink has unmounted (last frame written, raw mode
 * off). Rejects with CancelledError on Ctrl+C or Esc.
 */
export async function renderTextPrompt(
  streams: PromptStreams,
  options: { label: string; mask?: string },
): Promise<string> {
  return renderQuestion<string>(streams, ({ submit, cancel }) => (
    <TextPrompt label={options.label} mask={options.mask} onSubmit={submit} onCancel={cancel} />
  ));
}
