import { isHttpError, isNetworkError } from '@cellar/sdk';
import { messages } from '@cellar/validation';
import { CommanderError } from 'commander';

/**
 * A failure the user can fix: bad input, not logged in, backend down. The handler prints the message
 * and the next step and exits 1, without a stack trace.
 */
export class UserError extends Error {
  readonly nextStep: string | undefined;

  constructor(message: string, options: { nextStep?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'UserError';
    this.nextStep = options.nextStep;
  }
}

/** The user pressed Ctrl+C at a prompt: nothing to report, exit 130 like a shell does on SIGINT. */
export class CancelledError extends Error {
  constructor(message = 'Cancelled.') {
    super(message);
    this.name = 'CancelledError';
  }
}

/**
 * The command line itself is wrong: an unknown option, a missing or unreadable input file, a bad flag value.
 * Printed like a user error, but exits 2 so scripts tell it apart from "some rows failed" (1).
 */
export class UsageError extends UserError {
  constructor(message: string, options: { nextStep?: string; cause?: unknown } = {}) {
    super(message, options);
    this.name = 'UsageError';
  }
}

/**
 * A bulk command ran to its end but some rows failed: the summary is already printed, this only carries
 * the exit code 1 and the line that names the failed-rows file.
 */
export class RowsFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RowsFailedError';
  }
}

export const isUserError = (error: unknown): error is UserError => error instanceof UserError;

export const backendDownStep = 'Start it with `pnpm start` or set --base-url / CELLAR_URL.';

/**
 * Turns the SDK failures a user can act on into user errors: the backend is unreachable, or it answered
 * with an error whose message the contract says to show as is. Anything else is left for the handler.
 */
export function fromSdkError(error: unknown): unknown {
  if (isNetworkError(error)) {
    return new UserError(messages.login.backendDown, { nextStep: backendDownStep, cause: error });
  }
  if (isHttpError(error)) {
    return new UserError(error.message, { cause: error });
  }
  return error;
}

interface ErrorOutput {
  write(text: string): unknown;
}

/** What kind of failure ended the command: the `kind` of `--json`'s error document. */
export type ErrorKind = 'usage' | 'user' | 'rows-failed' | 'cancelled' | 'bug';

/** How a failure ends the command: its exit code, what stderr says, and how `--json` names it. */
function outcomeOf(error: unknown): {
  code: number;
  kind: ErrorKind;
  message: string;
  nextStep?: string;
  text: string;
} {
  if (error instanceof CommanderError) {
    // commander has already written its own message (or the help text) through configureOutput.
    return { code: error.exitCode === 0 ? 0 : 2, kind: 'usage', message: error.message, text: '' };
  }
  if (error instanceof RowsFailedError)
    return { code: 1, kind: 'rows-failed', message: error.message, text: `${error.message}\n` };
  if (error instanceof CancelledError)
    return { code: 130, kind: 'cancelled', message: error.message, text: `${error.message}\n` };
  if (isUserError(error)) {
    const text = `${error.message}\n${error.nextStep ? `${error.nextStep}\n` : ''}`;
    const kind = error instanceof UsageError ? 'usage' : 'user';
    return { code: kind === 'usage' ? 2 : 1, kind, message: error.message, nextStep: error.nextStep, text };
  }
  const detail = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { code: 2, kind: 'bug', message, text: `Unexpected error: this is a bug in cellar.\n${detail}\n` };
}

/**
 * The one error handler of the CLI. It writes to stderr and answers the exit code; the entry point exits.
 * 0: commander finished early on purpose (--help, --version); 1: user error or some rows failed;
 * 2: usage error or bug; 130: cancelled. With `json` (the stdout of a `--json` run that has printed nothing yet),
 * the failure is also its one JSON document there: `{"error": {"kind", "message", "nextStep"?}}`.
 */
export function handleError(error: unknown, stderr: ErrorOutput, json?: ErrorOutput): number {
  const { code, kind, message, nextStep, text } = outcomeOf(error);
  if (text !== '') stderr.write(text);
  if (json && code !== 0) {
    json.write(`${JSON.stringify({ error: { kind, message, ...(nextStep ? { nextStep } : {}) } })}\n`);
  }
  return code;
}
