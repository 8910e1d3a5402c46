export { countNonEmptyLines } from './count-lines';
export { csvField, csvRecord } from './csv-out';
export { type CsvRecord, CsvSyntaxError, csvRecords, splitRecord } from './csv-records';
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
