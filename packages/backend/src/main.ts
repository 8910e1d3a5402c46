import { type Config, loadConfig } from './http/config';
import { createLogger } from './http/logger';
import { type RunningServer, SHUTDOWN_GRACE_MS, startServer } from './http/start-server';
import { describeStartupError } from './http/startup-error';

/** A mistake in the environment or a taken port: one line on stderr and exit 1, not a stack. */
const failStart = (error: unknown): never => {
  const line = describeStartupError(error);
  if (line === undefined) throw error;
  process.stderr.write(`${line}\n`);
  process.exit(1);
};

async function start(): Promise<{ config: Config; server: RunningServer }> {
  const config = loadConfig();
  return { config, server: await startServer(config) };
}

const { config, server } = await start().catch(failStart);
const logger = createLogger(config.logLevel);
logger.info(
  { dataDir: config.dataDir, webDir: config.webDir },
  `Cellar listening on http://localhost:${server.port}/-admin/`,
);

let stopping = false;
const shutdown = (signal: NodeJS.Signals) => {
  if (stopping) {
    logger.warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  stopping = true;
  logger.info({ signal, graceMs: SHUTDOWN_GRACE_MS }, 'shutting down: finishing requests in flight');
  server.close().then(
    () => {
      logger.info('stopped');
      process.exit(0);
    },
    (error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
