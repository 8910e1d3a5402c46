import type { ErrorReportRequest } from '@cellar/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter, type ErrorReporterOptions, isLocalHostname } from './create-error-reporter';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/141.0';

/** A reporter on `hostname` whose sends and console lines the test reads. */
function setup(hostname: string, overrides: Partial<ErrorReporterOptions> = {}) {
  const sent: ErrorReportRequest[] = [];
  const logged: unknown[][] = [];
  const send = vi.fn(async (report: ErrorReportRequest) => {
    sent.push(report);
    return 1;
  });
  const reporter = createErrorReporter({
    location: { hostname, href: `https://${hostname}/-admin/offers?page=2` },
    userAgent: UA,
    release: () => '0.1.0+abc1234',
    send,
    log: (...args) => logged.push(args),
    ...overrides,
  });
  return { reporter, sent, logged, send };
}

/** Lets the reporter's promise chain run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('isLocalHostname', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    'localhost.',
    'admin.localhost',
    '127.0.0.1',
    '127.1.2.3',
    '[::1]',
    '::1',
  ])('%s is this machine', (hostname) => expect(isLocalHostname(hostname)).toBe(true));
  it.each(['admin.cellar.example', 'localhost.example', '10.0.0.1', '192.168.1.20', 'my-localhost.com'])(
    '%s is not',
    (hostname) => expect(isLocalHostname(hostname)).toBe(false),
  );
});

describe('createErrorReporter', () => {
  it.each(['localhost', '127.0.0.1', '[::1]'])(
    'sends nothing from %s, only logs to the console',
    async (host) => {
      const { reporter, send, logged } = setup(host);
      const error = new Error('render exploded');
      reporter.report(error, { componentStack: '\n    at Offers' });
      await settle();
      expect(send).not.toHaveBeenCalled();
      expect(logged).toEqual([['Render failure', error, { componentStack: '\n    at Offers' }]]);
    },
  );

  it('sends message, stacks, URL, user agent and release from any other host', async () => {
    const { reporter, sent, logged } = setup('admin.cellar.example');
    const error = new TypeError("Cannot read properties of undefined (reading 'map')");
    error.stack =
      "TypeError: Cannot read properties of undefined (reading 'map')\n    at OffersTable (offers.tsx:3:1)";
    reporter.report(error, { componentStack: '\n    at OffersTable\n    at Screen' });
    await settle();
    expect(sent).toEqual([
      {
        message: "TypeError: Cannot read properties of undefined (reading 'map')",
        stack: `${error.stack}\n\nComponent stack:\n    at OffersTable\n    at Screen`,
        url: 'https://admin.cellar.example/-admin/offers?page=2',
        user_agent: UA,
        release: '0.1.0+abc1234',
      },
    ]);
    expect(logged[0]?.[0]).toBe('Render failure');
  });

  it('reports a thrown value that is not an Error, and leaves out a release it cannot tell', async () => {
    const { reporter, sent } = setup('admin.cellar.example', { release: async () => undefined });
    reporter.report('chunk failed');
    reporter.report(Object.create(null));
    await settle();
    expect(sent).toEqual([
      { message: 'chunk failed', url: expect.any(String), user_agent: UA },
      { message: '[object Object]', url: expect.any(String), user_agent: UA },
    ]);
  });

  it('sends the same failure at the same address once, and again once its send failed', async () => {
    let failing = true;
    const { reporter, sent, logged } = setup('admin.cellar.example', {
      send: async (report) => {
        if (failing) throw new TypeError('Failed to fetch');
        sent.push(report);
      },
    });
    const chunk = () =>
      new TypeError('Failed to fetch dynamically imported module: /-admin/assets/offers.js');
    reporter.report(chunk());
    await settle();
    failing = false;
    reporter.report(chunk());
    reporter.report(chunk());
    reporter.report(new Error('another failure'));
    await settle();
    expect(sent.map((report) => report.message)).toEqual([
      'TypeError: Failed to fetch dynamically imported module: /-admin/assets/offers.js',
      'Error: another failure',
    ]);
    // The console has every one of them.
    expect(logged.filter(([line]) => line === 'Render failure')).toHaveLength(4);
  });

  it('reads the address at the time of the failure', async () => {
    const location = { hostname: 'admin.cellar.example', href: 'https://admin.cellar.example/-admin/' };
    const { reporter, sent } = setup('unused', { location });
    location.href = 'https://admin.cellar.example/-admin/users';
    reporter.report(new Error('x'));
    await settle();
    expect(sent[0]?.url).toBe('https://admin.cellar.example/-admin/users');
  });

  it('never throws: a failed send, a send that throws, a release that fails and a broken console', async () => {
    const rejecting = setup('admin.cellar.example', {
      send: async () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(() => rejecting.reporter.report(new Error('a'))).not.toThrow();
    await settle();
    expect(rejecting.logged.map((line) => line[0])).toEqual([
      'Render failure',
      'The error report could not be sent',
    ]);

    const throwing = setup('admin.cellar.example', {
      send: () => {
        throw new Error('sync');
      },
    });
    expect(() => throwing.reporter.report(new Error('b'))).not.toThrow();

    const noRelease = setup('admin.cellar.example', { release: () => Promise.reject(new Error('offline')) });
    expect(() => noRelease.reporter.report(new Error('c'))).not.toThrow();

    const brokenConsole = setup('admin.cellar.example', {
      send: async () => Promise.reject(new Error('down')),
      log: () => {
        throw new Error('console gone');
      },
    });
    expect(() => brokenConsole.reporter.report(new Error('d'))).not.toThrow();

    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    await settle();
    await settle();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(throwing.logged.map((line) => line[0])).toEqual([
      'Render failure',
      'The error report could not be sent',
    ]);
    expect(noRelease.logged.map((line) => line[0])).toEqual([
      'Render failure',
      'The error report could not be sent',
    ]);
  });
});
