import type { CellarClient } from '@cellar/sdk';
import type { ConfigStore } from './config-store';
import type { Prompts } from './ui/prompts';

export interface Output {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface Input extends AsyncIterable<string | Buffer> {
  isTTY?: boolean;
}

/** What every command gets from `contextFor`: resolved global options and the outside world. */
export interface CommandContext {
  /** Normalised: no trailing slash. Also the key of the stored session. */
  baseUrl: string;
  json: boolean;
  store: ConfigStore;
  /** A client for `baseUrl` (and `--shop`), sending `token` when given. */
  client(token?: string): CellarClient;
  stdin: Input;
  stdout: Output;
  stderr: Output;
  /** Present when the terminal can ask questions (stdin is a TTY). */
  prompts?: Prompts;
}

/** The command's result: one JSON document with `--json`, else one line for people. */
export function printResult(ctx: CommandContext, human: string, json: unknown): void {
  ctx.stdout.write(ctx.json ? `${JSON.stringify(json)}\n` : `${human}\n`);
}
