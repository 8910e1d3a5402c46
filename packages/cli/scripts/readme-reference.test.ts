import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { readmeWithReference } from './readme-reference';

it('the README’s command reference is the one the program writes (after changing a command: `pnpm --filter @cellar/cli docs`)', async () => {
  const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
  expect(readme).toBe(readmeWithReference(readme));
});
