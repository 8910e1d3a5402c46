import { describe, expect, it } from 'vitest';
import { runCli } from '../../test-harness';

describe('--help of the newsletter, opinions and products commands', () => {
  it.each([
    ['newsletter', 'audience', 'upload'],
    ['newsletter', 'count'],
    ['newsletter', 'progress'],
    ['opinions', 'list'],
    ['opinions', 'publish'],
    ['opinions', 'refuse'],
    ['products', 'search'],
  ])('cellar %s %s %s --help shows an example, exit 0', async (...command) => {
    const args = command.filter((word): word is string => typeof word === 'string');
    const result = await runCli([...args, '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Example:\n  $ cellar ${args.join(' ')} `);
  });
});
