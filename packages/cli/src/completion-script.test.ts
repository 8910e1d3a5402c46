import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createProgram } from './cli';
import { type CommandSpec, commandTree } from './command-tree';
import { completionScript } from './completion-script';
import { runCli } from './test-harness';

const run = promisify(execFile);
const program = commandTree(
  createProgram({ stdin: [] as never, stdout: process.stdout, stderr: process.stderr, env: {} }),
);
const flatten = (command: CommandSpec): CommandSpec[] => [command, ...command.subcommands.flatMap(flatten)];
const hasShell = (shell: string) => {
  try {
    execFileSync(shell, ['-c', 'true']);
    return true;
  } catch {
    return false;
  }
};

/** What bash offers after `line` (the last word is the one being completed; end with a space for a new word). */
async function bashOffers(line: string): Promise<string[]> {
  const words = line.split(' ');
  const { stdout } = await run('bash', [
    '-c',
    `source /dev/stdin <<'SCRIPT'\n${completionScript(program, 'bash')}SCRIPT\n` +
      `COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _cellar_completion; printf "%s\\n" "\${COMPREPLY[@]}"`,
    'bash',
    ...words,
  ]);
  return stdout.split('\n').filter((word) => word !== '');
}

/** What zsh offers after `line`: `_describe`, `compadd` and `_default` stubbed to print what they would offer. */
async function zshOffers(line: string): Promise<string[]> {
  const words = line.split(' ');
  const { stdout } = await run('zsh', [
    '-fc',
    'compdef() { :; }; _default() { print -- "(files)"; }; compadd() { shift; print -l -- "$@"; }\n' +
      `_describe() { local entry; for entry in "\${(@P)2}"; do print -- "\${entry%%:*}"; done; }\n` +
      `source /dev/stdin <<'SCRIPT'\n${completionScript(program, 'zsh')}SCRIPT\n` +
      'words=("$@"); CURRENT=$#; _cellar',
    'zsh',
    ...words,
  ]);
  return stdout.split('\n').filter((word) => word !== '');
}

describe('cellar completion', () => {
  it('prints the script of the shell asked for, and refuses another shell as a usage error', async () => {
    const bash = await runCli(['completion', 'bash']);
    expect(bash).toMatchObject({ code: 0, stdout: completionScript(program, 'bash') });
    expect(bash.stdout).toContain('complete -o default -F _cellar_completion cellar');
    const zsh = await runCli(['completion', 'zsh']);
    expect(zsh.stdout.startsWith('#compdef cellar\n')).toBe(true);
    const fish = await runCli(['completion', 'fish']);
    expect(fish.code).toBe(2);
    expect(fish.stderr).toContain('Allowed choices are bash, zsh');
  });

  it('names every command and every long option of the program, each under the command it belongs to', () => {
    const script = completionScript(program, 'bash');
    for (const command of flatten(program)) {
      const path = command.path.join(' ');
      for (const sub of command.subcommands) expect(script).toContain(`"${path}/${sub.path.at(-1)}"`);
      const optionLine = script.split('\n').find((line) => line.startsWith(`    "${path}") words="-`));
      for (const option of command.options) {
        const name = option.names.find((n) => n.startsWith('--'));
        if (name) expect(optionLine?.split('"')[3]?.split(' '), `${path} ${name}`).toContain(name);
      }
    }
  });
});

describe.skipIf(!hasShell('bash'))('the bash completion, run by bash', () => {
  it.each([
    [
      'cellar ',
      ['login', 'whoami', 'logout', 'competitors', 'offers', 'shipping-rates', 'newsletter', 'opinions'],
    ],
    ['cellar comp', ['competitors', 'completion']],
    ['cellar competitors up', ['update']],
    ['cellar --json competitors l', ['list']],
    ['cellar newsletter audience ', ['upload']],
    ['cellar competitors update --c', ['--country', '--concurrency']],
    ['cellar competitors update --country e', ['es']],
    ['cellar --shop u', ['uk']],
    ['cellar export offers --format ', ['csv', 'json']],
    ['cellar export offers --o', ['--output']],
    ['cellar completion ', ['bash', 'zsh']],
  ])('offers for `%s`: %j', async (line, offered) => {
    const offers = await bashOffers(line);
    expect(offers).toEqual(expect.arrayContaining(offered));
    if (!line.endsWith(' '))
      expect(offers.every((word) => word.startsWith(line.split(' ').at(-1)!))).toBe(true);
  });

  it('leaves file names to bash for a file argument and a free option value', async () => {
    expect(await bashOffers('cellar competitors update --country es ')).toEqual([]);
    expect(await bashOffers('cellar export offers --output ')).toEqual([]);
  });
});

describe.skipIf(!hasShell('zsh'))('the zsh completion, run by zsh', () => {
  it.each([
    ['cellar ', ['login', 'competitors', 'export', 'completion']],
    ['cellar competitors ', ['list', 'update', 'delete']],
    ['cellar competitors update --', ['--country', '--batch-size', '--json', '--shop']],
    ['cellar competitors update --country ', ['an', 'es', 'uk']],
    ['cellar completion ', ['bash', 'zsh']],
  ])('offers for `%s`: %j', async (line, offered) => {
    expect(await zshOffers(line)).toEqual(expect.arrayContaining(offered));
  });

  it('leaves file names to zsh for a file argument and a free option value', async () => {
    expect(await zshOffers('cellar competitors update --country es ')).toEqual(['(files)']);
    expect(await zshOffers('cellar export offers --output ')).toEqual(['(files)']);
  });
});
