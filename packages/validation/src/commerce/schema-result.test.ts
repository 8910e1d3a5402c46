import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaResult } from './schema-result';

describe('schemaResult', () => {
  it('maps issues to dotted paths with their own messages', () => {
    const schema = z.object({ a: z.object({ b: z.string().min(2, { error: 'Too short b' }) }) });
    expect(schemaResult(schema, { a: { b: 'x' } })).toEqual({
      ok: false,
      issues: [{ path: 'a.b', message: 'Too short b' }],
    });
  });

  it("never lets zod's own text through: a check without a message reads 'Revisa los campos!'", () => {
    expect(schemaResult(z.object({ n: z.number() }), { n: 'x' })).toEqual({
      ok: false,
      issues: [{ path: 'n', message: 'Revisa los campos!' }],
    });
    expect(schemaResult(z.number(), 3)).toEqual({ ok: true, value: 3 });
  });
});
