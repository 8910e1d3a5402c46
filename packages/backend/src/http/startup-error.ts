import { ConfigError } from './config';

interface SystemError {
  code?: unknown;
  syscall?: unknown;
  port?: unknown;
  address?: unknown;
}

/**
 * One line for a start-up failure the person starting Cellar can fix (bad environment, port taken),
 * saying what is wrong and what to do; undefined for anything else, which is a bug worth its stack.
 */
export function describeStartupError(error: unknown): string | undefined {
  if (error instanceof ConfigError)
    return `Cellar cannot start: ${error.message}. Fix the variable (or unset it for the default) and start again.`;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, syscall, port, address } = error as SystemError;
  if (syscall !== 'listen') return undefined;
  const thePort = typeof port === 'number' ? `port ${port}` : 'the port';
  switch (code) {
    case 'EADDRINUSE':
      return `Cellar cannot start: ${thePort} is already in use. Stop what is using it or choose another, e.g. PORT=8081.`;
    case 'EACCES':
      return `Cellar cannot start: no permission to listen on ${thePort}. Choose a PORT above 1023.`;
    case 'EADDRNOTAVAIL':
      return `Cellar cannot start: HOST=${String(address)} is not an address of this machine. Unset HOST to listen on every interface.`;
    default:
      return undefined;
  }
}
