import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CELLAR_ENVIRONMENTS,
  type CellarEnvironment,
  DEFAULT_CELLAR_ENVIRONMENT,
  DEFAULT_SHOP_DOMAINS,
  parseShopDomains,
  type ShopId,
} from '@cellar/validation';
import { z } from 'zod';
import { DEFAULT_ADDRESS_FAILURE_LIMIT } from '../auth/login-limiter';
import { DEFAULT_BUSY_TIMEOUT_MS } from '../db/database';
import { DEFAULT_SEND_RATE } from '../newsletters/sending-worker';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  webDir: string;
  fixturesDir: string;
  logLevel: LogLevel;
  /** production or staging (the default: a local run is off production); gives the shops' host prefix. */
  environment: CellarEnvironment;
  /** Each shop's public domain, without the host prefix: `SHOP_DOMAINS` over `DEFAULT_SHOP_DOMAINS`. */
  shopDomains: Readonly<Record<ShopId, string>>;
  /** Newsletter emails the sending worker sends per second (`NEWSLETTER_SEND_RATE`, default 20). */
  newsletterSendRate: number;
  /** How long a write waits for another connection's write lock (`DB_BUSY_TIMEOUT_MS`, default 5000). */
  busyTimeoutMs: number;
  /** Failed logins a minute from one client address before it waits (`LOGIN_FAILURES_PER_ADDRESS`, default 20; 0 off). */
  loginFailuresPerAddress: number;
  /**
   * Whether the backend serves the retailer's add-on calls (`CELLAR_ADDONS`, default on); off, it answers them as a
   * plain Guillotina does (`http/without-addons.ts`).
   */
  addons: boolean;
}

/** The environment holds a value the backend cannot use; the message names the variable and the rule. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * The nearest folder at or above `start` that holds `pnpm-workspace.yaml`: the repository root, whether this
 * module runs from `src/http/` (tests, `pnpm dev`) or bundled into `dist/main.js` (`pnpm start`).
 */
export function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) throw new ConfigError(`No pnpm-workspace.yaml at or above ${start}`);
  }
}

/** The repository root, found from this file so the defaults do not depend on the working directory. */
export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));

const envSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/, 'PORT must be a whole number between 0 and 65535')
    .transform(Number)
    .pipe(z.number().int().max(65535, 'PORT must be a whole number between 0 and 65535'))
    .optional(),
  HOST: z.string().optional(),
  DATA_DIR: z.string().optional(),
  WEB_DIR: z.string().optional(),
  FIXTURES_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
  CELLAR_ENVIRONMENT: z
    .enum(CELLAR_ENVIRONMENTS, {
      error: `CELLAR_ENVIRONMENT must be one of ${CELLAR_ENVIRONMENTS.join(', ')}`,
    })
    .optional(),
  SHOP_DOMAINS: z
    .string()
    .transform((text, ctx) => {
      const domains = parseShopDomains(text);
      if (domains.ok) return domains.value;
      for (const issue of domains.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    })
    .optional(),
  NEWSLETTER_SEND_RATE: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'NEWSLETTER_SEND_RATE must be a number of emails per second above 0')
    .transform(Number)
    .pipe(z.number().positive('NEWSLETTER_SEND_RATE must be a number of emails per second above 0'))
    .optional(),
  DB_BUSY_TIMEOUT_MS: z
    .string()
    .regex(/^\d+$/, 'DB_BUSY_TIMEOUT_MS must be a whole number of milliseconds')
    .transform(Number)
    .optional(),
  CELLAR_ADDONS: z
    .enum(['on', 'off'], { error: 'CELLAR_ADDONS must be on or off' })
    .transform((value) => value === 'on')
    .optional(),
  LOGIN_FAILURES_PER_ADDRESS: z
    .string()
    .regex(
      /^\d+$/,
      'LOGIN_FAILURES_PER_ADDRESS must be a whole number of failed logins a minute (0 turns the limit off)',
    )
    .transform(Number)
    .optional(),
  INIT_CWD: z.string().optional(),
});

/**
 * Reads the backend's settings from the environment. Empty variables count as unset.
 * Relative directories are resolved against the directory the command was typed in
 * (`INIT_CWD`, set by pnpm, since `pnpm --filter` runs scripts inside the package).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(
      ([key, value]) => value !== undefined && value !== '' && key in envSchema.shape,
    ),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const values = parsed.data;
  const base = values.INIT_CWD ?? process.cwd();
  const dir = (value: string | undefined, fallback: string): string =>
    value === undefined ? fallback : resolve(base, value);
  return {
    port: values.PORT ?? 8080,
    host: values.HOST ?? '0.0.0.0',
    dataDir: dir(values.DATA_DIR, resolve(REPO_ROOT, '.data')),
    webDir: dir(values.WEB_DIR, resolve(REPO_ROOT, 'packages/web/dist')),
    fixturesDir: dir(values.FIXTURES_DIR, resolve(REPO_ROOT, 'fixtures')),
    logLevel: values.LOG_LEVEL ?? 'info',
    environment: values.CELLAR_ENVIRONMENT ?? DEFAULT_CELLAR_ENVIRONMENT,
    shopDomains: values.SHOP_DOMAINS ?? DEFAULT_SHOP_DOMAINS,
    newsletterSendRate: values.NEWSLETTER_SEND_RATE ?? DEFAULT_SEND_RATE,
    busyTimeoutMs: values.DB_BUSY_TIMEOUT_MS ?? DEFAULT_BUSY_TIMEOUT_MS,
    loginFailuresPerAddress: values.LOGIN_FAILURES_PER_ADDRESS ?? DEFAULT_ADDRESS_FAILURE_LIMIT,
    addons: values.CELLAR_ADDONS ?? true,
  };
}
