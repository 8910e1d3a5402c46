import { type CellarClient, createClient } from '@cellar/sdk';
import { SHOP_IDS, type ShopId } from '@cellar/validation';
import { Command, Option } from 'commander';
import packageJson from '../package.json';
import type { CommandContext, Input, Output } from './command-context';
import { registerCompetitors } from './commands/competitors/register-competitors';
import { registerExport } from './commands/export/register-export';
import { registerImport } from './commands/import/register-import';
import { login } from './commands/login';
import { logout } from './commands/logout';
import { registerNews } from './commands/news/register-news';
import { registerOffersRates } from './commands/offers-rates/register-offers-rates';
import { whoami } from './commands/whoami';
import { ConfigStore, configDir } from './config-store';
import { handleError, UsageError } from './errors';
import type { Prompts } from './ui/prompts';

export const DEFAULT_BASE_URL = 'http://localhost:8080';

/** Everything the program touches outside itself, so tests run it in-process. */
export interface CliDeps {
  stdin: Input;
  stdout: Output;
  stderr: Output;
  env: Record<string, string | undefined>;
  /** Defaults to the global fetch; tests pass the backend's in-process one. */
  fetch?: (request: Request) => Promise<Response>;
  platform?: NodeJS.Platform;
  homedir?: string;
  /** Terminal questions; without them `login` needs `--email` and `--password-stdin`. */
  prompts?: Prompts;
}

interface GlobalOptions {
  baseUrl?: string;
  json?: boolean;
  shop?: string;
}

/** `--base-url`, else `CELLAR_URL`, else the default; kept without a trailing slash so it is a stable key. */
export function resolveBaseUrl(flag: string | undefined, env: CliDeps['env']): string {
  const raw = flag ?? (env.CELLAR_URL || undefined) ?? DEFAULT_BASE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    url = new URL('invalid:');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`Not an http(s) URL: ${raw}`, {
      nextStep: `Pass --base-url or set CELLAR_URL to a URL such as ${DEFAULT_BASE_URL}.`,
    });
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

const isShopId = (value: string): value is ShopId => (SHOP_IDS as readonly string[]).includes(value);

function resolveShop(flag: string | undefined): ShopId | undefined {
  if (flag === undefined) return undefined;
  if (!isShopId(flag)) {
    throw new UsageError(`Unknown shop: ${flag}`, { nextStep: `Use one of: ${SHOP_IDS.join(', ')}.` });
  }
  return flag;
}

/** The context of the command being run: its global options resolved, and the outside world. */
export function contextFor(command: Command, deps: CliDeps): CommandContext {
  const globals = command.optsWithGlobals<GlobalOptions>();
  const baseUrl = resolveBaseUrl(globals.baseUrl, deps.env);
  const shop = resolveShop(globals.shop);
  const store = new ConfigStore(
    configDir({
      env: deps.env,
      platform: deps.platform ?? process.platform,
      homedir: deps.homedir ?? deps.env.HOME ?? deps.env.USERPROFILE ?? '.',
    }),
  );
  return {
    baseUrl,
    json: globals.json === true,
    store,
    client: (token?: string): CellarClient =>
      createClient({ baseUrl, getToken: () => token, shop, fetch: deps.fetch }),
    stdin: deps.stdin,
    stdout: deps.stdout,
    stderr: deps.stderr,
    prompts: deps.stdin.isTTY ? deps.prompts : undefined,
  };
}

/** Adds one area's commands (competitors, offers, import, ...) to the program. */
export type RegisterCommands = (program: Command, deps: CliDeps) => void;

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
    .action(async (_options: unknown, command: Command) => {
      await whoami(contextFor(command, deps));
    });

  program
    .command('logout')
    .description('revoke the session on the server and forget it here')
    .action(async (_options: unknown, command: Command) => {
      await logout(contextFor(command, deps));
    });

  // Each area adds its commands here, one line each; every register function lives beside its commands.
  for (const register of commandAreas) register(program, deps);

  return program;
}

/** Runs one command line (without `node` and the script) and answers the exit code. */
export async function run(argv: readonly string[], deps: CliDeps): Promise<number> {
  try {
    await createProgram(deps).parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    return handleError(error, deps.stderr);
  }
}
