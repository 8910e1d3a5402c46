import type { CommandSpec, OptionSpec } from './command-tree';

export const COMPLETION_SHELLS = ['bash', 'zsh'] as const;
export type CompletionShell = (typeof COMPLETION_SHELLS)[number];

/** Every command of the tree, the program first, each before the ones below it. */
const flatten = (command: CommandSpec): CommandSpec[] => [command, ...command.subcommands.flatMap(flatten)];

/** A word the scripts hold unquoted (in `case` patterns and word lists): a name, a flag, a choice. */
function word(text: string): string {
  if (!/^[\w.-]+$/.test(text)) throw new Error(`Cannot complete ${JSON.stringify(text)}: not a plain word`);
  return text;
}

const key = (command: CommandSpec) => command.path.join(' ');

/** `"cmd/word"` for each subcommand: the patterns that walk the words typed so far down the tree. */
const subcommandPatterns = (commands: CommandSpec[]) =>
  commands.flatMap((command) =>
    command.subcommands.map((sub) => `"${key(command)}/${word(sub.path.at(-1)!)}"`),
  );

/**
 * The options that take a value, grouped by the values they accept: `[patterns, choices]`, choices empty for a free
 * value (a file, a number, a URL). The program's options are accepted after any command (`*` pattern).
 */
function valueOptions(program: CommandSpec, commands: CommandSpec[]): [string[], readonly string[]][] {
  const groups = new Map<string, [string[], readonly string[]]>();
  const add = (pattern: string, option: OptionSpec) => {
    const id = option.choices.join(' ');
    const group = groups.get(id) ?? [[], option.choices];
    groups.set(id, group);
    for (const name of option.names) group[0].push(`${pattern}/${word(name)}`);
  };
  for (const option of program.options.filter((o) => o.takesValue)) add('*', option);
  for (const command of commands.slice(1))
    for (const option of command.options.filter((o) => o.takesValue)) add(`"${key(command)}"`, option);
  return [...groups.values()];
}

/** The name an option is offered under: its long one (`--output`, not `-o`), as gh and git offer theirs. */
const offeredName = (option: OptionSpec) =>
  word(option.names.find((name) => name.startsWith('--')) ?? option.names[0]!);

/** The options offered after `command`: its own, and the program's that every command takes (--base-url, --json, --shop). */
function offeredOptions(program: CommandSpec, command: CommandSpec): OptionSpec[] {
  if (command === program) return program.options;
  const global = program.options.filter(
    (option) => !['--help', '--version'].some((name) => option.names.includes(name)),
  );
  return [...command.options, ...global];
}
const choicesOf = (command: CommandSpec) =>
  command.arguments.flatMap((argument) => argument.choices.map(word));

function bashScript(program: CommandSpec): string {
  const commands = flatten(program);
  const values = valueOptions(program, commands).map(([patterns, choices]) =>
    choices.length > 0
      ? `    ${patterns.join('|')}) COMPREPLY=($(compgen -W "${choices.join(' ')}" -- "$cur")); return ;;`
      : `    ${patterns.join('|')}) return ;;`,
  );
  const optionCases = commands.map(
    (command) =>
      `    "${key(command)}") words="${offeredOptions(program, command).map(offeredName).join(' ')}" ;;`,
  );
  const wordCases = commands
    .map(
      (command) =>
        [
          command,
          [...command.subcommands.map((sub) => word(sub.path.at(-1)!)), ...choicesOf(command)],
        ] as const,
    )
    .filter(([, words]) => words.length > 0)
    .map(([command, words]) => `    "${key(command)}") words="${words.join(' ')}" ;;`);
  return `# bash completion for cellar, written by \`cellar completion bash\`.
# This shell: source <(cellar completion bash)
# Every shell: cellar completion bash > ~/.local/share/bash-completion/completions/cellar
_cellar_completion() {
  local cur=\${COMP_WORDS[COMP_CWORD]} prev=\${COMP_WORDS[COMP_CWORD-1]} cmd="" words="" i
  # The command named by the words typed so far.
  for ((i = 1; i < COMP_CWORD; i++)); do
    case "$cmd/\${COMP_WORDS[i]}" in
    ${subcommandPatterns(commands).join('|')}) cmd=\${cmd:+$cmd }\${COMP_WORDS[i]} ;;
    esac
  done
  # The value of an option: its choices, or file names for a free one.
  case "$cmd/$prev" in
${values.join('\n')}
  esac
  if [[ $cur == -* ]]; then
    case "$cmd" in
${optionCases.join('\n')}
    esac
  else
    case "$cmd" in
${wordCases.join('\n')}
    esac
  fi
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -o default -F _cellar_completion cellar
`;
}

/** A zsh single-quoted string. */
const quoted = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;
/** An entry of `_describe`: the name, a colon, the description on one line. */
const described = (name: string, description: string) =>
  quoted(`${name.replaceAll(':', '\\:')}:${description.replace(/\s+/g, ' ')}`);

function zshScript(program: CommandSpec): string {
  const commands = flatten(program);
  const values = valueOptions(program, commands).map(([patterns, choices]) =>
    choices.length > 0
      ? `    (${patterns.join('|')}) compadd -- ${choices.join(' ')}; return ;;`
      : `    (${patterns.join('|')}) _default; return ;;`,
  );
  const optionCases = commands.map((command) => {
    const entries = offeredOptions(program, command).map((option) =>
      described(offeredName(option), option.description),
    );
    return `    ("${key(command)}") candidates=(${entries.join(' ')}) ;;`;
  });
  const wordCases = commands
    .map(
      (command) =>
        [
          command,
          [
            ...command.subcommands.map((sub) => described(word(sub.path.at(-1)!), sub.description)),
            ...command.arguments.flatMap((argument) =>
              argument.choices.map((choice) => described(word(choice), argument.description)),
            ),
          ],
        ] as const,
    )
    .filter(([, entries]) => entries.length > 0)
    .map(([command, entries]) => `    ("${key(command)}") candidates=(${entries.join(' ')}) ;;`);
  return `#compdef cellar
# zsh completion for cellar, written by \`cellar completion zsh\`.
# This shell (after compinit): source <(cellar completion zsh)
# Every shell: cellar completion zsh > ~/.zsh/completions/_cellar (a folder on $fpath, before compinit)
_cellar() {
  local cmd="" i
  local -a candidates
  # The command named by the words typed so far.
  for ((i = 2; i < CURRENT; i++)); do
    case "$cmd/\${words[i]}" in
    (${subcommandPatterns(commands).join('|')}) cmd=\${cmd:+$cmd }\${words[i]} ;;
    esac
  done
  # The value of an option: its choices, or file names for a free one.
  case "$cmd/\${words[CURRENT-1]}" in
${values.join('\n')}
  esac
  if [[ \${words[CURRENT]} == -* ]]; then
    case "$cmd" in
${optionCases.join('\n')}
    esac
  else
    case "$cmd" in
${wordCases.join('\n')}
    esac
  fi
  if (( \${#candidates} )); then
    _describe cellar candidates
  else
    _default
  fi
}
if [[ "\${funcstack[1]}" == _cellar ]]; then
  _cellar "$@"
else
  compdef _cellar cellar
fi
`;
}

/**
 * The completion script of `shell` for the program: its commands, options and the values options and arguments
 * accept, written from the commander program itself so it cannot fall behind it.
 */
export function completionScript(program: CommandSpec, shell: CompletionShell): string {
  return shell === 'bash' ? bashScript(program) : zshScript(program);
}
