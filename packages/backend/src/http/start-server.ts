import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { type BackendOptions, createBackend } from '../create-backend';

export const SHUTDOWN_GRACE_MS = 10_000;

export interface ServerOptions extends BackendOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  /** Default '0.0.0.0'. */
  host?: string;
}

export interface RunningServer {
  /** e.g. `http://localhost:8080`, without a trailing slash. */
  url: string;
  port: number;
  /**
   * Stops accepting connections, lets requests in flight finish (at most {@link SHUTDOWN_GRACE_MS},
   * then cuts them), and closes the database.
   */
  close(): Promise<void>;
}

/**
 * Starts the backend on a real port.
 *
 * @example
 * const server = await startServer({ port: 0, dataDir: ':memory:', logLevel: 'silent' });
 * await fetch(`${server.url}/v2/auth/get_token`);
 * await server.close();
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const backend = createBackend(options);
  const host = options.host ?? '0.0.0.0';
  let server: Server;
  const port = await new Promise<number>((resolvePort, reject) => {
    server = serve({ fetch: backend.app.fetch, port: options.port ?? 8080, hostname: host }, (info) =>
      resolvePort(info.port),
    ) as Server;
    server.once('error', reject);
  }).catch((error: unknown) => {
    backend.close();
    throw error;
  });
  backend.sendingWorker.start();

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolveClose) => {
      backend.sendingWorker.stop();
      const started = Date.now();
      // Keep-alive connections that sit idle would hold close() open; in-flight ones are left alone.
      const sweep = setInterval(() => {
        server.closeIdleConnections();
        if (Date.now() - started > SHUTDOWN_GRACE_MS) {
          backend.logger.warn('requests still in flight after the grace period: closing their connections');
          server.closeAllConnections();
        }
      }, 50);
      server.close(() => {
        clearInterval(sweep);
        backend.close();
        resolveClose();
      });
      server.closeIdleConnections();
    });
    return closing;
  };

  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return { url: `http://${shown}:${port}`, port, close };
}
