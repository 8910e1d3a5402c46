import { render, useApp } from 'ink';
import { type ReactElement, useEffect, useState } from 'react';
import { CancelledError } from '../errors';
import type { PromptStreams } from './prompts';

/**
 * Renders a question on the terminal and resolves once ink has unmounted (last frame written, raw mode off)
 * with what the app reported through `onDone`, or undefined when it exited without reporting.
 */
export async function renderUntilExit<O>(
  streams: PromptStreams,
  app: (onDone: (outcome: O) => void) => ReactElement,
): Promise<O | undefined> {
  let outcome: O | undefined;
  const instance = render(
    app((reported) => {
      outcome = reported;
    }),
    { stdin: streams.stdin, stdout: streams.stdout, exitOnCtrlC: false, patchConsole: false },
  );
  await instance.waitUntilExit();
  return outcome;
}

/** How a question's component answers: with a value, or by being cancelled (Esc, Ctrl+C). */
export interface Answer<T> {
  submit: (value: T) => void;
  cancel: () => void;
}

type Outcome<T> = { ok: true; value: T } | { ok: false };

function QuestionApp<T>({
  ask,
  onDone,
}: {
  ask: (answer: Answer<T>) => ReactElement;
  onDone: (outcome: Outcome<T>) => void;
}) {
  const { exit } = useApp();
  const [outcome, setOutcome] = useState<Outcome<T>>();
  // Exit only once the answer has been committed, so the last frame shows it (a chunk like "text\r"
  // would otherwise unmount before the text is drawn).
  useEffect(() => {
    if (outcome === undefined) return;
    onDone(outcome);
    exit();
  }, [outcome, onDone, exit]);
  return ask({
    submit: (value) => setOutcome({ ok: true, value }),
    cancel: () => setOutcome({ ok: false }),
  });
}

/**
 * Asks one question on the terminal (`ask` draws it and answers through `Answer`) and resolves with the answer once
 * ink has unmounted; rejects with CancelledError when it was cancelled.
 */
export async function renderQuestion<T>(
  streams: PromptStreams,
  ask: (answer: Answer<T>) => ReactElement,
): Promise<T> {
  const outcome = await renderUntilExit<Outcome<T>>(streams, (onDone) => (
    <QuestionApp ask={ask} onDone={onDone} />
  ));
  if (outcome === undefined || !outcome.ok) throw new CancelledError();
  return outcome.value;
}
