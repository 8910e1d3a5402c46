import { fail, ok } from '@cellar/validation';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { modulesMatching } from '../test-support';
import type { AppEnv } from './app-env';
import { errorHandler } from './errors';
import { createLogger } from './logger';
import { type Parser, parseBody } from './parse-body';

/** What a POST of `body` answers when the handler reads it with `parser` (and `refusal`). */
const post = async (body: string, parser: Parser<unknown>, refusal?: string) => {
  const app = new Hono<AppEnv>().post('/', async (c) =>
    c.json({ read: await parseBody(c, parser, refusal) }),
  );
  app.onError(errorHandler(createLogger('silent')));
  const res = await app.request('/', { method: 'POST', body });
  return [res.status, await res.json()];
};

const named = (input: unknown) =>
  typeof input === 'object' && input !== null && typeof (input as { name?: unknown }).name === 'string'
    ? ok((input as { name: string }).name)
    : fail({ path: 'name', message: 'Please input the name' });

describe('parseBody', () => {
  it('reads the JSON body with a validation rule or a zod schema', async () => {
    expect(await post('{"name":"Ana"}', named)).toEqual([200, { read: 'Ana' }]);
    expect(await post('{"name":"Ana"}', z.object({ name: z.string() }))).toEqual([
      200,
      { read: { name: 'Ana' } },
    ]);
  });

  it('hands an empty body to the parser as missing, which says what that means', async () => {
    expect(await post('', (input) => ok(input === undefined ? 'missing' : 'sent'))).toEqual([
      200,
      { read: 'missing' },
    ]);
    expect(await post('  ', named)).toEqual([
      400,
      {
        message: 'Please input the name',
        type: 'ValidationError',
        details: [{ path: 'name', message: 'Please input the name' }],
      },
    ]);
  });

  it('answers malformed JSON with 400 before any rule runs', async () => {
    expect(await post('{"name":', named)).toEqual([
      400,
      {
        message: 'Malformed JSON body',
        type: 'ValidationError',
        details: [{ path: '', message: 'The request body is not valid JSON' }],
      },
    ]);
  });

  it('answers the rule’s issues, under the route’s own message when it names one', async () => {
    expect(await post('[1]', named, 'Invalid thing')).toEqual([
      400,
      {
        message: 'Invalid thing',
        type: 'ValidationError',
        details: [{ path: 'name', message: 'Please input the name' }],
      },
    ]);
  });

  it('is the one reader of a request body', () => {
    expect(modulesMatching(/\.req\.(json|text)\(/)).toEqual(['http/parse-body.ts']);
  });
});
