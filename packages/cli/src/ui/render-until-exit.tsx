import { render } from 'ink';
import type { ReactElement } from 'react';
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
