// Adds up the vitest JSON reports of every suite and prints a line per suite; under it each failed test, and each
// that passed only on a retry, by its file, name and first error line (so the tail of a CI log says what failed);
// then one closing line: "tests: N passed, N failed".
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const firstLine = (text) =>
  text
    .split('\n')
    .find((line) => line.trim())
    ?.trim() ?? '';

/** A test of a report as the summary names it: its file (from the repository's root), name and first error line. */
const named = (file, test, root) => ({
  file: relative(root, file.name),
  name: test.fullName,
  error: firstLine((test.failureMessages ?? []).join('\n')),
});

/** Every failed test of one vitest JSON report, and every file that failed before any of its tests did. */
export function failedTests(report, root = process.cwd()) {
  const failed = [];
  for (const file of report.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    for (const test of tests) if (test.status === 'failed') failed.push(named(file, test, root));
    // A file that fails before its tests run (an import error, a hook that throws) has no failed test to name.
    if (file.status === 'failed' && !tests.some((test) => test.status === 'failed')) {
      failed.push({
        file: relative(root, file.name),
        name: '(the file)',
        error: firstLine(file.message ?? ''),
      });
    }
  }
  return failed;
}

/** Every test that passed only on a retry: vitest keeps the failed try's error in its `failureMessages`. */
export function retriedTests(report, root = process.cwd()) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'passed' && (test.failureMessages ?? []).length > 0)
      .map((test) => named(file, test, root)),
  );
}

/** The summary's lines for the reports of `dir`. */
export function summarise(dir, root = process.cwd()) {
  const lines = [];
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const reports = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of reports) {
    const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    lines.push(
      `${name.replace(/\.json$/, '')}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
    );
    const noted = [
      ...failedTests(report, root).map((test) => ({ ...test, label: 'FAILED' })),
      ...retriedTests(report, root).map((test) => ({ ...test, label: 'PASSED ON RETRY' })),
    ];
    for (const test of noted) {
      lines.push(`  ${test.label} ${test.file} > ${test.name}`);
      if (test.error) lines.push(`    ${test.error.slice(0, 300)}`);
    }
  }
  lines.push(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(summarise(process.argv[2]).join('\n'));
}
