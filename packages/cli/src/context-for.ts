import { type CellarClient, createClient } from '@cellar/sdk';
import { SHOP_IDS, type ShopId } from '@cellar/validation';
import type { Command } from 'commander';
import type { CliDeps } from './cli-deps';
import type { CommandContext } from './command-context';
import { ConfigStore, configDir } from './config-store';
import { UsageError } from './errors';

export const DEFAULT_BASE_URL = 'http://localhost:8080';

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
