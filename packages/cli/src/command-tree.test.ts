import { Argument, Command, Option } from 'commander';
import { describe, expect, it } from 'vitest';
import { commandTree } from './command-tree';

function tinyProgram(): Command {
  const program = new Command('tool').description('a tool').version('1.2.3').option('--json', 'as JSON');
  const area = program.command('area').description('an area');
  area
    .command('run')
    .description('runs it')
    .addArgument(new Argument('<mode>', 'how').choices(['fast', 'slow']))
    .addOption(new Option('-o, --output <file>', 'where'))
    .addOption(new Option('--format <format>', 'as what').choices(['csv', 'json']).default('csv'))
    .addHelpText('after', '\nExamples:\n  $ tool area run fast -o x.csv\n  tool area run slow\n');
  program.command('secret', { hidden: true });
  return program;
}

describe('commandTree', () => {
  const tree = commandTree(tinyProgram());
  const run = tree.subcommands[0]?.subcommands[0];

  it('walks the visible commands in order, with their paths and usage, without commander’s help command', () => {
    expect(tree.subcommands.map((command) => command.path)).toEqual([['area']]);
    expect(run).toMatchObject({
      path: ['area', 'run'],
      usage: 'tool area run [options] <mode>',
      description: 'runs it',
    });
  });

  it('describes options as --help does: every name, the term, choices and default, whether a value follows', () => {
    expect(tree.options.map((option) => option.names)).toEqual([
      ['-V', '--version'],
      ['--json'],
      ['-h', '--help'],
    ]);
    expect(run?.options.slice(0, 2)).toEqual([
      {
        names: ['-o', '--output'],
        term: '-o, --output <file>',
        description: 'where',
        takesValue: true,
        choices: [],
      },
      {
        names: ['--format'],
        term: '--format <format>',
        description: 'as what (choices: "csv", "json", default: "csv")',
        takesValue: true,
        choices: ['csv', 'json'],
      },
    ]);
    expect(tree.options[1]?.takesValue).toBe(false);
  });

  it('keeps argument choices and the example lines of the help, without their $ prompt', () => {
    expect(run?.arguments).toEqual([
      { term: 'mode', description: 'how (choices: "fast", "slow")', choices: ['fast', 'slow'] },
    ]);
    expect(run?.examples).toEqual(['tool area run fast -o x.csv', 'tool area run slow']);
    expect(tree.examples).toEqual([]);
  });
});
