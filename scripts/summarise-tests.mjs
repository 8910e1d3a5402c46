// Adds up the vitest JSON reports of every suite and prints a line per suite, each failed test by its file, name and
// first line of its error (so the tail of a CI log says what failed), and one closing line: "tests: N passed,
// N failed".
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every failed test of one vitest JSON report: its file (from the repository's root), name and error's first line. */
export function failedTests(report, root = process.cwd()) {
  const failed = [];
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const message =
        (test.failureMessages ?? [])
          .join('\n')
          .split('\n')
          .find((line) => line.trim()) ?? '';
      failed.push({ file: relative(root, file.name), name: test.fullName, error: message.trim() });
    }
    // A file that fails before its tests run (an import error, a hook that throws) has no failed test to name.
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')) {
      failed.push({
        file: relative(root, file.name),
        name: '(the file)',
        error: (file.message ?? '').split('\n')[0],
      });
    }
  }
  return failed;
}

/** The summary's lines for the reports of `dir`. */
export function summarise(dir, root = process.cwd()) {
  const lines = [];
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    lines.push(
      `${file.replace(/\.json$/, '')}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
    );
    for (const test of failedTests(report, root)) {
      lines.push(`  FAILED ${test.file} > ${test.name}`);
      if (test.error) lines.push(`    ${test.error.slice(0, 300)}`);
    }
  }
  lines.push(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(summarise(process.argv[2]).join('\n'));
}
