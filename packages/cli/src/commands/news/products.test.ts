import { describe, expect, it } from 'vitest';
import { newsBackend } from './news-test-support';

const { cli, login } = newsBackend();

describe('cellar products search', () => {
  it('prints a table of the products found, price as money', async () => {
    await login('admin');
    const result = await cli(['products', 'search', 'HE10007']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const [header, ...rows] = result.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^reference\s+name\s+price\s+stock\s+visible$/);
    expect(rows).toEqual([
      expect.stringMatching(/^HE10007\s+Herrán de Ábalos Blanco Fermentado en Barrica\s+32,67\s€\s+0\s+yes$/),
    ]);
  });

  it('--json gives the query, the total and the items as the SDK answers them', async () => {
    await login('admin');
    const result = await cli(['products', 'search', '  HE10007 ', '--json']);
    expect(JSON.parse(result.stdout)).toEqual({
      query: 'HE10007',
      total: 1,
      items: [
        {
          id_producto: 'HE10007',
          nombre: 'Herrán de Ábalos Blanco Fermentado en Barrica',
          precio: 32.67,
          disponibilidad: 0,
          visibilidad: true,
        },
      ],
    });
  });

  it('says No products found, and refuses a query under 2 characters with exit 2', async () => {
    await login('admin');
    expect(await cli(['products', 'search', 'zzzz-no-such-wine'])).toEqual({
      code: 0,
      stdout: 'No products found\n',
      stderr: '',
    });
    const short = await cli(['products', 'search', 'a']);
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('at least 2 characters');
  });

  it('is admin only: the server’s refusal, exit 1', async () => {
    await login('viewer');
    const result = await cli(['products', 'search', 'rioja']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).not.toContain('Unexpected error');
  });
});
