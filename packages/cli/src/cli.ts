import { SHOP_IDS } from '@cellar/validation';
import { Argument, Command, Option } from 'commander';
import packageJson from '../package.json';
import type { CliDeps, RegisterCommands } from './cli-deps';
import type { Output } from './command-context';
import { commandTree } from './command-tree';
import { registerCompetitors } from './commands/competitors/register-competitors';
import { registerExport } from './commands/export/register-export';
import { registerImport } from './commands/import/register-import';
import { login } from './commands/login';
import { logout } from './commands/logout';
import { registerNews } from './commands/news/register-news';
import { registerOffersRates } from './commands/offers-rates/register-offers-rates';
import { whoami } from './commands/whoami';
import { COMPLETION_SHELLS, type CompletionShell, completionScript } from './completion-script';
import { contextFor, DEFAULT_BASE_URL } from './context-for';
import { handleError } from './errors';

const commandAreas: RegisterCommands[] = [
  registerCompetitors,
  registerOffersRates,
  registerNews,
  registerImport,
  registerExport,
];

/** The commander program. It never exits the process: errors reach the caller of `parseAsync`. */
export function createProgram(deps: CliDeps): Command {
  const program = new Command('cellar')
    .description('Cellar back-office from the terminal')
    .version(packageJson.version)
    .addOption(
      new Option('--base-url <url>', `backend to talk to (env: CELLAR_URL, default: ${DEFAULT_BASE_URL})`),
    )
    .option('--json', 'machine-readable output on stdout, and nothing else there')
    .addOption(new Option('--shop <id>', 'shop to act on').choices([...SHOP_IDS]))
    .exitOverride()
    .configureOutput({
      writeOut: (text) => deps.stdout.write(text),
      writeErr: (text) => deps.stderr.write(text),
    })
    .showHelpAfterError('(run `cellar --help` for usage)');

  program
    .command('login')
    .description('log in and keep the session for this base URL')
    .option('--email <email>', 'account email (asked for when omitted in a terminal)')
    .option('--password-stdin', 'read the password from stdin, for scripts')
    .addHelpText(
      'after',
      '\nExamples:\n  cellar login\n  cellar --base-url https://backend.example login --email ops@example.com --password-stdin < password.txt\n',
    )
    .action(async (options: { email?: string; passwordStdin?: boolean }, command: Command) => {
      await login({
        ...contextFor(command, deps),
        email: options.email,
        passwordStdin: options.passwordStdin,
      });
    });

  program
    .command('whoami')
    .description('show who is logged in to this base URL, checking the session with the server')
    .addHelpText('after', '\nExample:\n  cellar whoami --json\n')
    .action(async (_options: unknown, command: Command) => {
      await whoami(contextFor(command, deps));
    });

  program
    .command('logout')
    .description('revoke the session on the server and forget it here')
    .addHelpText('after', '\nExample:\n  cellar logout\n')
    .action(async (_options: unknown, command: Command) => {
      await logout(contextFor(command, deps));
    });

  // Each area adds its commands here, one line each; every register function lives beside its commands.
  for (const register of commandAreas) register(program, deps);

  program
    .command('completion')
    .description('print the shell completion script of cellar (every command, option and choice)')
    .addArgument(new Argument('<shell>', 'the shell to complete in').choices(COMPLETION_SHELLS))
    .addHelpText(
      'after',
      '\nExamples:\n  source <(cellar completion bash)\n  cellar completion zsh > ~/.zsh/completions/_cellar\n',
    )
    .action((shell: CompletionShell) => {
      deps.stdout.write(completionScript(commandTree(program), shell));
    });

  return program;
}

/** `--json` among the options (before a `--`), read before commander has parsed them: its errors are JSON too. */
const asksForJson = (argv: readonly string[]): boolean => {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).includes('--json');
};

/** `output`, telling whether anything was written to it. Everything else (a stream's events) is the output's. */
function watched(output: Output): { output: Output; written: () => boolean } {
  let written = false;
  const proxy = new Proxy(output, {
    get(target, property) {
      if (property === 'write')
        return (text: string) => {
          written = true;
          return target.write(text);
        };
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { output: proxy, written: () => written };
}

/**
 * Runs one command line (without `node` and the script) and answers the exit code. With `--json`, stdout gets one
 * JSON document whatever happens: the command's result, or the error that stopped it before it printed one.
 */
export async function run(argv: readonly string[], deps: CliDeps): Promise<number> {
  const stdout = watched(deps.stdout);
  try {
    await createProgram({ ...deps, stdout: stdout.output }).parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    return handleError(error, deps.stderr, asksForJson(argv) && !stdout.written() ? deps.stdout : undefined);
  }
}
