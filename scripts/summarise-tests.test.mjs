// Checks scripts/summarise-tests.mjs on throwaway vitest reports (node --test scripts/summarise-tests.test.mjs).
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { summarise } from './summarise-tests.mjs';

const ROOT = '/repo';

function report(testResults) {
  const tests = testResults.flatMap((file) => file.assertionResults);
  return {
    numPassedTests: tests.filter((test) => test.status === 'passed').length,
    numFailedTests: tests.filter((test) => test.status === 'failed').length,
    numPendingTests: tests.filter((test) => test.status === 'skipped').length,
    numTodoTests: 0,
    testResults,
  };
}

function reports(byName) {
  const dir = mkdtempSync(join(tmpdir(), 'cellar-summary-'));
  for (const [name, content] of Object.entries(byName))
    writeFileSync(join(dir, `${name}.json`), JSON.stringify(content));
  return dir;
}

describe('summarise-tests', () => {
  it('names each failed test, and each that passed on a retry, by its file, its name and its first error line', () => {
    const dir = reports({
      backend: report([
        {
          name: `${ROOT}/packages/backend/src/a.test.ts`,
          status: 'failed',
          assertionResults: [
            { fullName: 'a > works', status: 'passed', failureMessages: [] },
            {
              fullName: 'a > settles late',
              status: 'passed',
              failureMessages: ['TimeoutError: locator.waitFor: Timeout 30000ms exceeded.\nCall log:'],
            },
            {
              fullName: 'a > refuses',
              status: 'failed',
              failureMessages: ['\nAssertionError: expected 500 to be 400\n    at a.test.ts:3:1'],
            },
          ],
        },
      ]),
      cli: report([{ name: `${ROOT}/packages/cli/b.test.ts`, status: 'passed', assertionResults: [] }]),
    });
    assert.deepEqual(summarise(dir, ROOT), [
      'backend: 2 passed, 1 failed',
      '  FAILED packages/backend/src/a.test.ts > a > refuses',
      '    AssertionError: expected 500 to be 400',
      '  PASSED ON RETRY packages/backend/src/a.test.ts > a > settles late',
      '    TimeoutError: locator.waitFor: Timeout 30000ms exceeded.',
      'cli: 0 passed, 0 failed',
      'tests: 2 passed, 1 failed',
    ]);
  });

  it('names a file that failed before any of its tests ran', () => {
    const dir = reports({
      web: report([
        {
          name: `${ROOT}/packages/web/e2e/c.test.ts`,
          status: 'failed',
          message: 'Hook timed out in 60000ms.\nmore',
          assertionResults: [{ fullName: 'c > skipped', status: 'skipped', failureMessages: [] }],
        },
      ]),
    });
    assert.deepEqual(summarise(dir, ROOT), [
      'web: 0 passed, 0 failed',
      '  FAILED packages/web/e2e/c.test.ts > (the file)',
      '    Hook timed out in 60000ms.',
      'tests: 0 passed, 0 failed, 1 skipped',
    ]);
  });
});
