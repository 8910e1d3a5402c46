import { type DestinationStream, type Logger, pino } from 'pino';

/** JSON logs on stdout; level 'silent' for tests. */
export function createLogger(level = 'info', destination?: DestinationStream): Logger {
  const options = { level, base: { service: 'cellar-backend' } };
  return destination ? pino(options, destination) : pino(options);
}
