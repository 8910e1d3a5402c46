import { loadConfig } from './config';
import { createLogger } from './logger';
import { SHUTDOWN_GRACE_MS, startServer } from './start-server';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const server = await startServer(config);
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
