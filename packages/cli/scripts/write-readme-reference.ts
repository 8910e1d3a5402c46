// `pnpm --filter @cellar/cli docs`: rewrites the command reference of README.md from the commander program, which
// scripts/readme-reference.test.ts checks it against.
import { readFile, writeFile } from 'node:fs/promises';
import { readmeWithReference } from './readme-reference';

const readme = new URL('../README.md', import.meta.url);
await writeFile(readme, readmeWithReference(await readFile(readme, 'utf8')));
