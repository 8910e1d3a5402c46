/**
 * The bulk runner every row command uses. A command:
 * 1. adds the common flags: `addBulkOptions(command)` (`--concurrency <n>`, `--resume`, `--restart`) and reads
 *    them with `bulkOptionsOf(options)` (a bad value is a UsageError, exit 2);
 * 2. checks what it can before sending (the file can be read, its header: UsageError with the line), then
 *    streams its rows as `BulkRow`s (`readCsvRows` reads CSV with line numbers, csv-parse underneath; key = the line; a row its
 *    validation refuses gets `invalid` = the validation package's message and fails unsent);
 * 3. calls `runBulk(ctx, spec, options)` with `send` (one SDK call per batch, one outcome per row; a thrown SDK
 *    error stands for the whole batch) and `idempotent` (true: retried on 429/503/network errors and re-sent on
 *    `--resume`; false: never retried, never sent twice), `failedRecord` (the row's columns for the failed-rows
 *    CSV), `params` (flags that change a row's meaning, tied to the journal) and
 *    `resumeCommand: resumeCommandLine(command)`;
 * 4. prints its own summary lines if the spec has some (stderr, not with `--json`), then `reportBulk(ctx,
 *    result)`, which prints the result (`--json`: the one JSON document) and ends with the exit code.
 * `commands/competitors/register-competitors.ts` is the worked example; docs/decisions.md "CLI: bulk runner"
 * says why it behaves as it does.
 */
export { csvRecord } from './csv-out';
export { type CsvColumns, type CsvRow, checkHeader, readCsvRows } from './csv-rows';
export { failedPathOf, journalPathOf } from './journal';
export { classifyError, DEFAULT_RETRY, type RetryPolicy, retryDelay } from './retry';
export {
  addBulkOptions,
  type BulkDeps,
  type BulkOptions,
  type BulkResult,
  type BulkRow,
  type BulkSpec,
  bulkOptionsOf,
  DEFAULT_CONCURRENCY,
  type RowOutcome,
  reportBulk,
  resumeCommandLine,
  runBulk,
} from './run-bulk';
