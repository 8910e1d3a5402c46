import { type DestinationStream, type Logger, pino } from 'pino';
import { batchedStdout } from './turn-batched-log';

/** JSON logs on stdout, a turn of the event loop's lines in one write (`turn-batched-log.ts`); 'silent' for tests. */
export function createLogger(level = 'info', destination?: DestinationStream): Logger {
  const options = { level, base: { service: 'cellar-backend' } };
  return pino(options, destination ?? batchedStdout());
}
