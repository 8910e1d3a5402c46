import type { Command } from 'commander';
import type { Input, Output } from './command-context';
import type { Prompts } from './ui/prompts';

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

/** Adds one area's commands (competitors, offers, import, ...) to the program. */
export type RegisterCommands = (program: Command, deps: CliDeps) => void;
