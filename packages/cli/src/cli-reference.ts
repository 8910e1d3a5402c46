import type { CommandSpec, OptionSpec } from './command-tree';

/** The markers around the generated part of packages/cli/README.md. */
export const REFERENCE_START =
  '<!-- cli-reference:start (written by `pnpm --filter @cellar/cli docs`; do not edit) -->';
export const REFERENCE_END = '<!-- cli-reference:end -->';

/** A table cell: one line, its pipes escaped. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replaceAll('|', '\\|');

/** Every command's own flags, without `-h, --help`, which every command has. */
const flags = (command: CommandSpec): OptionSpec[] =>
  command.options.filter((option) => !option.names.includes('--help'));

const table = (head: string, rows: [string, string][]) =>
  rows.length === 0
    ? []
    : [
        `| ${head} | what |`,
        '| --- | --- |',
        ...rows.map(([term, what]) => `| \`${cell(term)}\` | ${cell(what)} |`),
        '',
      ];

function section(command: CommandSpec, depth: number): string[] {
  const title = ['cellar', ...command.path].join(' ');
  const lines = [
    `${'#'.repeat(Math.min(depth, 6))} \`${title}\``,
    '',
    command.description,
    '',
    '```',
    command.usage,
    '```',
    '',
  ];
  lines.push(
    ...table(
      'argument',
      command.arguments.map((argument) => [argument.term, argument.description]),
    ),
  );
  lines.push(
    ...table(
      'flag',
      flags(command).map((option) => [option.term, option.description]),
    ),
  );
  if (command.subcommands.length > 0) {
    lines.push(
      ...table(
        'command',
        command.subcommands.map((sub) => [sub.path.at(-1)!, sub.description]),
      ),
    );
  }
  if (command.examples.length > 0)
    lines.push(
      command.examples.length > 1 ? 'Examples:' : 'Example:',
      '',
      '```sh',
      ...command.examples,
      '```',
      '',
    );
  return [...lines, ...command.subcommands.flatMap((sub) => section(sub, depth + 1))];
}

/**
 * The command reference of packages/cli/README.md, from the commander program: the flags every command takes, then
 * each command with its usage, arguments, flags, subcommands and examples, as `--help` words them.
 */
export function cliReference(program: CommandSpec): string {
  const lines = [
    REFERENCE_START,
    '',
    '### Flags of every command',
    '',
    ...table(
      'flag',
      flags(program).map((option) => [option.term, option.description]),
    ),
    'Every command also takes `-h, --help`.',
    '',
    ...program.subcommands.flatMap((command) => section(command, 3)),
    REFERENCE_END,
  ];
  return `${lines.join('\n')}\n`;
}

/** `readme` with the text between the reference markers replaced by the program's reference. */
export function withCliReference(readme: string, program: CommandSpec): string {
  const start = readme.indexOf(REFERENCE_START);
  const end = readme.indexOf(REFERENCE_END);
  if (start < 0 || end < start)
    throw new Error(`The README has no ${REFERENCE_START} ... ${REFERENCE_END} section`);
  return readme.slice(0, start) + cliReference(program) + readme.slice(end + REFERENCE_END.length + 1);
}
