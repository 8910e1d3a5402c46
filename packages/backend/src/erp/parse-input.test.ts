import { fail, ok } from '@cellar/validation';
import fc from 'fast-check';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { errorHandler, isApiError } from '../http/errors';
import { createLogger } from '../http/logger';
import {
  listOf,
  objectOf,
  oneOf,
  optionalObjectOf,
  optionalText,
  parseBody,
  parseId,
  parseInput,
  parseQuery,
  requiredText,
  wholeNumber,
} from './parse-input';
import { type ErpTestBackend, erpTestBackend } from './test-db';

/** What `parseInput` refuses with: the 400's issues, or the value it reads. */
const read = (parser: Parameters<typeof parseInput>[0], input: unknown) => {
  try {
    return { value: parseInput(parser, input) };
  } catch (error) {
    if (isApiError(error)) return { status: error.status, message: error.message, details: error.details };
    throw error;
  }
};

describe('parseInput', () => {
  it('reads with a validation rule or a zod schema, and answers 400 with every issue, the first as message', () => {
    const rule = (input: unknown) => (input === 1 ? ok('one') : fail({ path: 'n', message: 'Not one' }));
    expect(read(rule, 1)).toEqual({ value: 'one' });
    expect(read(rule, 2)).toEqual({
      status: 400,
      message: 'Not one',
      details: [{ path: 'n', message: 'Not one' }],
    });
    const schema = objectOf('thing', {
      a: requiredText('name'),
      b: wholeNumber('count', { min: 1, fallback: 1 }),
    });
    expect(read(schema, { a: ' x ', b: '3' })).toEqual({ value: { a: 'x', b: 3 } });
    expect(read(schema, { a: '', b: 0 })).toEqual({
      status: 400,
      message: 'Please input the name',
      details: [
        { path: 'a', message: 'Please input the name' },
        { path: 'b', message: 'The count must be at least 1' },
      ],
    });
  });

  it.each([
    [undefined, 'Please input the thing'],
    [null, 'Please input the thing'],
    ['text', 'The thing must be an object'],
    [[1], 'The thing must be an object'],
  ])('refuses %j as the body object: %s', (input, message) => {
    expect(read(objectOf('thing', {}), input)).toMatchObject({
      status: 400,
      details: [{ path: '', message }],
    });
  });

  it('reads a missing search body as no filters', () => {
    expect(read(optionalObjectOf('search', { q: optionalText('search text') }), undefined)).toEqual({
      value: {},
    });
  });
});

describe('field readers', () => {
  const page = wholeNumber('page', { min: 1, fallback: 1 });
  const size = wholeNumber('page size', { min: 1, max: 100, fallback: 10 });

  const readers = { page, size };
  it.each([
    ['page', undefined, 1],
    ['page', null, 1],
    ['page', '', 1],
    ['page', ' 7 ', 7],
    ['page', 7, 7],
    ['size', '100', 100],
  ] as const)('the %s reader reads %j as %j', (reader, input, value) => {
    expect(read(readers[reader], input)).toEqual({ value });
  });

  it.each([
    ['page', 0, 'The page must be at least 1'],
    ['page', '-2', 'The page must be at least 1'],
    ['page', 1.5, 'The page must be a whole number'],
    ['page', 'two', 'The page must be a whole number'],
    ['page', '1e3', 'The page must be a whole number'],
    ['page', true, 'The page must be a whole number'],
    ['page', 2 ** 60, 'The page must be at most 9007199254740991'],
    ['size', 101, 'The page size must be between 1 and 100'],
    ['size', '0', 'The page size must be between 1 and 100'],
  ] as const)('the %s reader refuses %j: %s', (reader, input, message) => {
    expect(read(readers[reader], input)).toMatchObject({ status: 400, message });
  });

  it('reads every whole number of the range, given as a number or as its digits, and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.boolean(), (n, asText) => {
        expect(read(size, asText ? String(n) : n)).toEqual({ value: n });
      }),
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 101 }), fc.double({ noInteger: true })),
        (n) => {
          expect(read(size, n)).toMatchObject({ status: 400 });
        },
      ),
    );
  });

  const fields = {
    shop: optionalText('shop'),
    supplier: requiredText('supplier'),
    type: oneOf('type', ['o', 'p', 'e']),
    groups: listOf('groups', requiredText('group')),
    data: listOf('data', z.unknown(), { required: true }),
    products: listOf('products', z.unknown(), { nonEmpty: true }),
  };

  it.each([
    ['shop', '  italvinus ', 'italvinus'],
    ['shop', ' ', undefined],
    ['shop', 12, '12'],
    ['supplier', ' vin ', 'vin'],
    ['type', ' p ', 'p'],
    ['type', '', undefined],
    ['groups', undefined, []],
    ['groups', [' a '], ['a']],
  ] as const)('the %s field reads %j as %j', (field, input, value) => {
    expect(read(fields[field], input)).toEqual({ value });
  });

  it.each([
    ['shop', ['x'], 'The shop must be text'],
    ['supplier', '  ', 'Please input the supplier'],
    ['supplier', undefined, 'Please input the supplier'],
    ['supplier', {}, 'The supplier must be text'],
    ['type', 'x', 'The type must be one of: o, p, e'],
    ['groups', 'a', 'The groups must be a list'],
    ['data', undefined, 'Please input the data'],
    ['products', [], 'Please input the products'],
  ] as const)('the %s field refuses %j: %s', (field, input, message) => {
    expect(read(fields[field], input)).toMatchObject({ status: 400, message });
  });
});

describe('parseId, parseQuery and parseBody on a request', () => {
  const app = new Hono<AppEnv>()
    .get('/things/:id', (c) => c.json({ id: parseId(c) }))
    .get('/things', (c) =>
      c.json(parseQuery(c, objectOf('query', { page: wholeNumber('page', { min: 0, fallback: 0 }) }))),
    )
    .post('/things', async (c) =>
      c.json(await parseBody(c, objectOf('thing', { name: requiredText('name') }))),
    );
  app.onError(errorHandler(createLogger('silent')));
  const call = async (path: string, init?: RequestInit) => {
    const res = await app.request(path, init);
    return [res.status, await res.json()];
  };

  it('reads a path id from 1, else 400 on id', async () => {
    expect(await call('/things/42')).toEqual([200, { id: 42 }]);
    for (const [id, message] of [
      ['abc', 'The id must be a whole number'],
      ['4.5', 'The id must be a whole number'],
      ['0', 'The id must be at least 1'],
      ['99999999999999999999', 'The id must be at most 9007199254740991'],
    ])
      expect(await call(`/things/${id}`)).toEqual([
        400,
        { message, type: 'ValidationError', details: [{ path: 'id', message }] },
      ]);
  });

  it('reads every positive safe id as itself', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), async (id) => {
        expect(await call(`/things/${id}`)).toEqual([200, { id }]);
      }),
      { numRuns: 50 },
    );
  });

  it('reads the query string', async () => {
    expect(await call('/things?page=3')).toEqual([200, { page: 3 }]);
    expect(await call('/things?page=')).toEqual([200, { page: 0 }]);
    expect(await call('/things?page=-1')).toMatchObject([400, { details: [{ path: 'page' }] }]);
  });

  it('reads the JSON body: empty is missing, malformed is 400', async () => {
    const post = (body: string) => call('/things', { method: 'POST', body });
    expect(await post('{"name":" Ana "}')).toEqual([200, { name: 'Ana' }]);
    expect(await post('')).toMatchObject([400, { message: 'Please input the thing' }]);
    expect(await post('{"name":')).toMatchObject([
      400,
      { message: 'Malformed JSON body', type: 'ValidationError' },
    ]);
  });
});

describe('ERP routes refuse bad input with 400 and details', () => {
  let t: ErpTestBackend;
  beforeAll(async () => {
    t = await erpTestBackend();
  });
  afterAll(() => t.backend.close());

  const refusal = async (method: string, path: string, body?: unknown) => {
    const res = await t.erp(method, path, body === undefined ? {} : { body });
    return { status: res.status, body: await res.json() };
  };

  it.each([
    ['PATCH', '/opinions/abc', 'The id must be a whole number'],
    ['POST', '/opinions/0/@publish', 'The id must be at least 1'],
    ['POST', '/opinions/-3/@refuse', 'The id must be at least 1'],
    ['PATCH', '/offers/1.5/', 'The id must be a whole number'],
    ['DELETE', '/offers/abc', 'The id must be a whole number'],
    ['POST', '/offers/x/@expire', 'The id must be a whole number'],
    ['DELETE', '/promos_trg/1e3', 'The id must be a whole number'],
  ])('%s %s: bad id, %s', async (method, path, message) => {
    expect(await refusal(method, path)).toEqual({
      status: 400,
      body: { message, type: 'ValidationError', details: [{ path: 'id', message }] },
    });
  });

  it.each([
    ['GET', '/opinions/@list?page=-1', undefined, 'page', 'The page must be at least 0'],
    ['GET', '/opinions/@list?page=two', undefined, 'page', 'The page must be a whole number'],
    [
      'GET',
      '/opinions/@list?page_size=500',
      undefined,
      'page_size',
      'The page size must be between 1 and 100',
    ],
    [
      'GET',
      '/opinions/@list?status=gone',
      undefined,
      'status',
      'The status must be one of: pend, npub, publ',
    ],
    ['POST', '/offers/@search', { p: 0 }, 'p', 'The page must be at least 1'],
    ['POST', '/offers/@search', { p: 'next' }, 'p', 'The page must be a whole number'],
    ['POST', '/offers/@search', { tipo: 'x' }, 'tipo', 'The type must be one of: o, p, e'],
    ['POST', '/offers/@search', { date: '2026-02-30' }, 'date', 'Incorrect dates'],
    ['POST', '/promos_trg/@search', { p: 1.5 }, 'p', 'The page must be a whole number'],
    [
      'POST',
      '/promos_trg/@search',
      { tarifa: 'fast' },
      'tarifa',
      'The tariff must be one of: std, exp, prm, dtp',
    ],
    [
      'POST',
      '/@products-proveedores-marketplace',
      { id_proveedor: 'vin', page: 0 },
      'page',
      'The page must be at least 1',
    ],
  ])('%s %s %j: bad page or filter on %s', async (method, path, body, at, message) => {
    expect(await refusal(method, path, body)).toEqual({
      status: 400,
      body: { message, type: 'ValidationError', details: [{ path: at, message }] },
    });
  });

  it.each([
    ['PATCH', '/opinions/1', [], 'titulo', 'Please input the title'],
    ['POST', '/offers/', {}, '', 'Please input the offers'],
    ['POST', '/offers/', [{}], '0.id_tipo', 'Please input the type'],
    ['PATCH', '/offers/1/', 'x', '', 'The discount must be an object'],
    ['POST', '/offers/@search', 'x', '', 'The search must be an object'],
    ['POST', '/promos_trg/', {}, 'pais', 'Please input the countries'],
    ['POST', '/@price-comparator', { groups: [] }, 'country', 'Please input the country'],
    ['PATCH', '/@price-comparator', { country: 'es' }, 'data', 'Please input the data'],
    ['DELETE', '/@price-comparator', [{ group: 'g' }], '0.url', 'Please input the URL'],
    ['POST', '/@products-proveedores-marketplace', {}, 'id_proveedor', 'Please input the supplier'],
    [
      'POST',
      '/@match-products-marketplace',
      { id_proveedor: 'vin', productos: [] },
      'productos',
      'Please input the products',
    ],
    ['POST', '/@edit-product-with-match', {}, 'data', 'Please input the data'],
    [
      'POST',
      '/@edit-product-with-match',
      { data: { id_proveedor: 'vin', id_producto_proveedor: 'x', excluir_venta: 'yes' } },
      'data.excluir_venta',
      'The exclude from sale must be true or false',
    ],
    [
      'POST',
      '/@delete-product-match',
      { data: { id_proveedor: 'vin' } },
      'data.id_producto_proveedor',
      'Please input the supplier product',
    ],
    ['POST', '/@graphql', {}, 'query', 'Please input the GraphQL query'],
    [
      'POST',
      '/@graphql',
      { query: '{ __typename }', variables: [1] },
      'variables',
      'The variables must be an object',
    ],
  ])('%s %s %j: bad body, %s', async (method, path, body, at, message) => {
    const { status, body: answer } = await refusal(method, path, body);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ message, type: 'ValidationError' });
    expect((answer as { details: unknown[] }).details[0]).toEqual({ path: at, message });
  });
});
