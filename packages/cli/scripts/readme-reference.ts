import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { createProgram } from '../src/cli';
import { withCliReference } from '../src/cli-reference';
import { commandTree } from '../src/command-tree';

/** Markdown as the repository's formatter (Biome, `biome ci` in CI) writes it: the reference's tables aligned. */
function formatMarkdown(text: string): string {
  // The root's Biome, found from here as Node finds any package.
  const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
  return execFileSync(process.execPath, [biome, 'format', '--stdin-file-path=README.md'], {
    input: text,
    encoding: 'utf8',
  });
}

/** packages/cli/README.md (given) with its command reference written from the commander program, formatted. */
export function readmeWithReference(readme: string): string {
  const program = commandTree(
    createProgram({ stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: {} }),
  );
  return formatMarkdown(withCliReference(readme, program));
}
