/** The questions `cellar login` asks in a terminal. Tests pass their own. */
export interface Prompts {
  email(): Promise<string>;
  password(): Promise<string>;
}

export interface PromptStreams {
  stdin: NodeJS.ReadStream;
  /** Prompts render on stderr so that stdout carries only the command's output (`--json`). */
  stdout: NodeJS.WriteStream;
}

// ink (with React and its layout engine) takes about half a second to load, so it is imported only when a
// question is actually asked; `cellar whoami` and scripts never pay for it.
const ask = async (streams: PromptStreams, options: { label: string; mask?: string }) => {
  const { renderTextPrompt } = await import('./text-prompt');
  return renderTextPrompt(streams, options);
};

export const inkPrompts = (streams: PromptStreams): Prompts => ({
  email: () => ask(streams, { label: 'Email:' }),
  password: () => ask(streams, { label: 'Password:', mask: '*' }),
});
