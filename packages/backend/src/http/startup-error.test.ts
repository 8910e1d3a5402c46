import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { describeStartupError } from './startup-error';

const listenError = (code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`listen ${code}`), { code, syscall: 'listen', ...extra });

describe('describeStartupError', () => {
  it('names the variable and the fix for an invalid environment', () => {
    const error = (() => {
      try {
        loadConfig({ PORT: 'abc' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(describeStartupError(error)).toBe(
      'Cellar cannot start: Invalid configuration: PORT: PORT must be a whole number between 0 and 65535. ' +
        'Fix the variable (or unset it for the default) and start again.',
    );
  });

  it('says the port is taken and how to choose another', async () => {
    const first = createServer();
    await new Promise<void>((resolve) => first.listen(0, '127.0.0.1', resolve));
    const { port } = first.address() as { port: number };
    const second = createServer();
    const error = await new Promise((resolve) => {
      second.once('error', resolve);
      second.listen(port, '127.0.0.1');
    });
    first.close();
    expect(describeStartupError(error)).toBe(
      `Cellar cannot start: port ${port} is already in use. Stop what is using it or choose another, e.g. PORT=8081.`,
    );
  });

  it('explains a port that needs privileges and a HOST that is not this machine', () => {
    expect(describeStartupError(listenError('EACCES', { port: 80 }))).toBe(
      'Cellar cannot start: no permission to listen on port 80. Choose a PORT above 1023.',
    );
    expect(describeStartupError(listenError('EADDRNOTAVAIL', { address: '10.9.9.9', port: 8080 }))).toMatch(
      /^Cellar cannot start: HOST=10\.9\.9\.9 is not an address of this machine\./,
    );
  });

  it('leaves anything else to the stack trace', () => {
    expect(describeStartupError(new TypeError('x is undefined'))).toBeUndefined();
    expect(
      describeStartupError(Object.assign(new Error('open'), { code: 'EACCES', syscall: 'open' })),
    ).toBeUndefined();
    expect(describeStartupError('boom')).toBeUndefined();
  });
});
