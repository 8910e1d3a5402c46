import type { EventEmitter } from 'node:events';
import type { Command } from 'commander';

/** One option of a command, as `--help` shows it. */
export interface OptionSpec {
  /** Every name it answers to, e.g. `['-o', '--output']`. */
  names: string[];
  /** `--help`'s left column, e.g. `-o, --output <file>`. */
  term: string;
  /** `--help`'s right column, with its choices, default and environment variable. */
  description: string;
  /** Whether a value follows it (`--country <cc>`), rather than being a switch (`--json`). */
  takesValue: boolean;
  /** The values it accepts, when commander knows them. */
  choices: readonly string[];
}

/** One argument of a command, as `--help` shows it. */
export interface ArgumentSpec {
  term: string;
  description: string;
  choices: readonly string[];
}

/** A command of the program and the ones below it: what the completion scripts and the CLI's README are made of. */
export interface CommandSpec {
  /** The words that run it below `cellar`, e.g. `['competitors', 'update']`; empty for the program itself. */
  path: string[];
  /** `cellar competitors update [options] <file>`. */
  usage: string;
  description: string;
  arguments: ArgumentSpec[];
  /** Its own options, `--help` included (the program's: `--version` too). */
  options: OptionSpec[];
  subcommands: CommandSpec[];
  /** The example lines of its help (`Example:` after the options), without a leading `$ `. */
  examples: string[];
}

/** The lines of the `Example:` or `Examples:` block a command adds after its help (`addHelpText('after', ...)`). */
function examplesOf(command: Command): string[] {
  let after = '';
  // addHelpText('after') listens for this event (a Command is an EventEmitter, though its typings only show `on`):
  // emitting it collects the text without printing the help.
  (command as Command & Pick<EventEmitter, 'emit'>).emit('afterHelp', {
    error: false,
    command,
    write: (text: string) => {
      after += text;
    },
  });
  const block = after.split(/^Examples?:$/m)[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.trim().replace(/^\$ /, ''))
    .filter((line) => line !== '');
}

/**
 * The program as data: every command with its usage, arguments, options and examples, in the order `--help` lists
 * them (commander's implicit `help` command left out).
 */
export function commandTree(command: Command, path: string[] = []): CommandSpec {
  const help = command.createHelp();
  return {
    path,
    usage: help.commandUsage(command),
    description: help.commandDescription(command),
    arguments: help.visibleArguments(command).map((argument) => ({
      term: help.argumentTerm(argument),
      description: help.argumentDescription(argument),
      choices: argument.argChoices ?? [],
    })),
    options: help.visibleOptions(command).map((option) => ({
      names: [option.short, option.long].filter((name): name is string => name !== undefined),
      term: help.optionTerm(option),
      description: help.optionDescription(option),
      takesValue: option.required || option.optional,
      choices: option.argChoices ?? [],
    })),
    subcommands: help
      .visibleCommands(command)
      .filter((sub) => command.commands.includes(sub))
      .map((sub) => commandTree(sub, [...path, sub.name()])),
    examples: examplesOf(command),
  };
}
