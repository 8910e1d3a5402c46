/**
 * The bulk runner every row command uses. A command:
 * 1. adds the common flags: `addBulkOptions(command)` (`--concurrency <n>`, `--resume`, `--restart`) and reads
 *    them with `bulkOptionsOf(options)` (a bad value is a UsageError, exit 2);
 * 2. opens its run first thing, `withBulkRun(ctx, spec, options, body)` with `command`, `params` (flags that change
 *    a row's meaning, tied to the journal), `inputFile`, `idempotent` (true: retried on 429/503/network errors and
 *    re-sent on `--resume`; false: never retried, never sent twice) and `resumeCommand: resumeCommandLine(command)`.
 *    From then on Ctrl+C is heard and the journal is the run's alone (a second run of the file is refused, naming
 *    this one); `run.previous` is what an earlier run left, for `--resume`;
 * 3. in `body`, gets ready through `run.interruptible(...)` (the file read once as it is written, `scanTextFile`;
 *    its header checked; the session) so that Ctrl+C there stops the run as one while sending does, then streams its
 *    rows as `BulkRow`s (`readCsvRows` reads CSV with line numbers, csv-parse underneath; key = the line; a row its
 *    validation refuses gets `invalid` = the validation package's message and fails unsent) into `run.send({rows,
 *    send, failedRecord, total, batchSize, unit})`: `send` makes one SDK call per batch and answers one outcome per
 *    row (a thrown SDK error stands for the whole batch); `failedRecord` gives the row's columns for the
 *    failed-rows CSV;
 * 4. prints its own summary lines if the spec has some (stderr, not with `--json`), then `reportBulk(ctx,
 *    result)`, which prints the result (`--json`: the one JSON document) and ends with the exit code.
 * A `--dry-run` checks the rows as the run would and reports them with `reportDryRun`, without a run or a journal.
 * `runBulk(ctx, spec, options)` is the whole run for rows that need no getting ready.
 * `commands/competitors/register-competitors.ts` is the worked example; docs/decisions.md "CLI: bulk runner"
 * says why it behaves as it does.
 */
export { csvRecord } from './csv-out';
export { type CsvColumns, type CsvRow, checkHeader, readCsvRows } from './csv-rows';
export { failedPathOf, journalPathOf } from './journal';
export { type DryRunResult, reportDryRun } from './report-dry-run';
export { classifyError, DEFAULT_RETRY, type RetryPolicy, retryDelay } from './retry';
export {
  addBulkOptions,
  type BulkDeps,
  type BulkOptions,
  type BulkResult,
  type BulkRow,
  BulkRun,
  type BulkRunSpec,
  type BulkSendSpec,
  type BulkSpec,
  bulkOptionsOf,
  DEFAULT_CONCURRENCY,
  type RowOutcome,
  reportBulk,
  resumeCommandLine,
  runBulk,
  StartupInterrupted,
  withBulkRun,
} from './run-bulk';
