import type { CliDeps } from '../../cli-deps';
import type { CommandContext } from '../../command-context';
import type { PromptStreams } from '../../ui/prompts';
import type { ColumnChoice, ColumnNeed } from './columns';

/** The questions an import asks on a terminal. Tests pass their own beside the login prompts. */
export interface ImportPrompts {
  /** One column of `columns` (the file's header) for each need; `initial` preselects. */
  chooseColumns(
    columns: readonly string[],
    needs: readonly ColumnNeed[],
    initial: Partial<ColumnChoice>,
  ): Promise<ColumnChoice>;
  /** Yes or no; anything but y/yes is no. */
  confirm(question: string): Promise<boolean>;
  /** One line of text (an amount the flags left out). */
  ask(label: string): Promise<string>;
}

const isYes = (answer: string) => /^\s*(y|yes)\s*$/i.test(answer);

// ink is imported only when a question is actually shown (about half a second to load).
export const inkImportPrompts = (streams: PromptStreams): ImportPrompts => ({
  async chooseColumns(columns, needs, initial) {
    const { renderColumnPicker } = await import('./column-picker');
    return renderColumnPicker(streams, { columns, needs, initial });
  },
  async confirm(question) {
    const { renderTextPrompt } = await import('../../ui/text-prompt');
    return isYes(await renderTextPrompt(streams, { label: `${question} [y/N]` }));
  },
  async ask(label) {
    const { renderTextPrompt } = await import('../../ui/text-prompt');
    return renderTextPrompt(streams, { label });
  },
});

const hasImportPrompts = (prompts: unknown): prompts is ImportPrompts =>
  typeof (prompts as Partial<ImportPrompts>).chooseColumns === 'function' &&
  typeof (prompts as Partial<ImportPrompts>).confirm === 'function' &&
  typeof (prompts as Partial<ImportPrompts>).ask === 'function';

/**
 * The import questions when stdin is a terminal (the context has prompts), else undefined. Prompts that carry
 * the import questions (tests) are used as they are; otherwise ink draws them on stderr, keeping stdout clean.
 */
export function importPromptsFor(ctx: CommandContext, deps: CliDeps): ImportPrompts | undefined {
  if (!ctx.prompts) return undefined;
  if (hasImportPrompts(ctx.prompts)) return ctx.prompts;
  return inkImportPrompts({
    stdin: deps.stdin as unknown as NodeJS.ReadStream,
    stdout: deps.stderr as unknown as NodeJS.WriteStream,
  });
}
