import { describe, expect, it } from 'vitest';
import { createProgram } from './cli';
import { cliReference, REFERENCE_END, REFERENCE_START, withCliReference } from './cli-reference';
import { type CommandSpec, commandTree } from './command-tree';

const program = commandTree(
  createProgram({ stdin: [] as never, stdout: process.stdout, stderr: process.stderr, env: {} }),
);
const flatten = (command: CommandSpec): CommandSpec[] => [command, ...command.subcommands.flatMap(flatten)];

describe('cliReference', () => {
  it('gives every command its usage and every flag its line, and every command that runs an example', () => {
    const reference = cliReference(program);
    for (const command of flatten(program).slice(1)) {
      expect(reference).toContain(`\`cellar ${command.path.join(' ')}\``);
      expect(reference).toContain(command.usage);
      for (const option of command.options.filter((o) => !o.names.includes('--help')))
        expect(reference).toContain(`| \`${option.term}\` |`);
      if (command.subcommands.length === 0) expect(command.examples, command.path.join(' ')).not.toEqual([]);
    }
  });
});

describe('withCliReference', () => {
  const tiny: CommandSpec = {
    path: [],
    usage: 'cellar [options] [command]',
    description: 'tiny',
    arguments: [],
    options: [{ names: ['--json'], term: '--json', description: 'a | b', takesValue: false, choices: [] }],
    subcommands: [],
    examples: [],
  };

  it('replaces what lies between the markers and keeps the rest', () => {
    const readme = `# x\n\nbefore\n${REFERENCE_START}\nstale\n${REFERENCE_END}\nafter\n`;
    const written = withCliReference(readme, tiny);
    expect(written.startsWith('# x\n\nbefore\n')).toBe(true);
    expect(written.endsWith(`${REFERENCE_END}\nafter\n`)).toBe(true);
    expect(written).not.toContain('stale');
    expect(written).toContain('| `--json` | a \\| b |');
    expect(withCliReference(written, tiny)).toBe(written);
  });

  it('refuses a README without the markers', () => {
    expect(() => withCliReference('# x\n', tiny)).toThrow(/no <!-- cli-reference:start/);
  });
});
