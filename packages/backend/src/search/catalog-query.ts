import type { Issue } from '@cellar/validation';
import { badRequest, isApiError } from '../http/errors';
import { MAX_FROM } from './search-query';

/*
 * Guillotina's own catalog query (`GET @search`, `GET @count`: `type_name=Folder&_size=10`) as the
 * Elasticsearch-style body `POST @search` takes, so both run through one compiler. What Guillotina does:
 * `field=value` (and `__eq`) a term, `__not` its negation, `__in=a,b` any of the values, `__gt`, `__gte`, `__lt`,
 * `__lte` a range, `__starts` a prefix (`path__starts` the subtree at that path); `depth` counts from the object
 * asked, and without one the object itself is left out; `_from`; `_size` 20 by default and at most 50;
 * `_sort_asc` or `_sort_des`. Where Guillotina ignores what it does not know, this answers 400 naming the
 * parameter (a typo must not silently widen a search); `_metadata` and `_metadata_not` are taken and change
 * nothing, since every hit carries its indexed fields.
 */

export const CATALOG_DEFAULT_SIZE = 20;
export const CATALOG_MAX_SIZE = 50;

const OPERATORS = ['eq', 'not', 'in', 'gt', 'gte', 'lt', 'lte', 'starts'] as const;
type Operator = (typeof OPERATORS)[number];
const IGNORED = new Set(['_metadata', '_metadata_not']);

type Clause = Record<string, unknown>;

export interface CatalogSearch {
  /** The SearchRequest body. */
  body: {
    query: { bool: { filter: Clause[]; must_not: Clause[] } };
    from: number;
    size: number;
    sort?: Clause[];
  };
  /** The parameter each clause of `filter` and `must_not` came from, to name it in a compiler's issue. */
  filterParams: string[];
  mustNotParams: string[];
  sortParam?: string;
}

/** `{field}__{op}` split; a bare field is `eq`. */
function splitParam(name: string): { field: string; op: Operator } {
  for (const op of OPERATORS) {
    const suffix = `__${op}`;
    if (name.endsWith(suffix) && name.length > suffix.length)
      return { field: name.slice(0, -suffix.length), op };
  }
  return { field: name, op: 'eq' };
}

const wholeNumber = (text: string): number | undefined => (/^\d+$/.test(text) ? Number(text) : undefined);

/**
 * The body of a catalog query asked on the object at `contextPath` (depth `contextDepth`: the root 1).
 * Throws 400 ValidationError, each issue under the parameter it is about.
 */
export function catalogSearch(
  params: URLSearchParams,
  { contextPath, contextDepth }: { contextPath: string; contextDepth: number },
  { counting = false }: { counting?: boolean } = {},
): CatalogSearch {
  const issues: Issue[] = [];
  const filter: Clause[] = [];
  const mustNot: Clause[] = [];
  const filterParams: string[] = [];
  const mustNotParams: string[] = [];
  const add = (param: string, clause: Clause, negated = false) => {
    (negated ? mustNot : filter).push(clause);
    (negated ? mustNotParams : filterParams).push(param);
  };
  let from = 0;
  let size = counting ? 0 : CATALOG_DEFAULT_SIZE;
  let sort: Clause[] | undefined;
  let sortParam: string | undefined;
  let hasDepth = false;
  let hasPath = false;

  const seen = new Set<string>();
  for (const [param, value] of params) {
    if (seen.has(param)) {
      issues.push({ path: param, message: `"${param}" is given more than once` });
      continue;
    }
    seen.add(param);
    if (IGNORED.has(param)) continue;
    if (param === '_from' || param === '_size') {
      const number = wholeNumber(value);
      const max = param === '_from' ? MAX_FROM : Number.MAX_SAFE_INTEGER;
      if (number === undefined || number > max)
        issues.push({ path: param, message: `${param} must be a whole number from 0 to ${max}` });
      else if (param === '_from') from = number;
      else if (!counting) size = Math.min(number, CATALOG_MAX_SIZE);
      continue;
    }
    if (param === '_sort_asc' || param === '_sort_des') {
      if (sortParam !== undefined) {
        issues.push({ path: param, message: 'Give one of _sort_asc and _sort_des' });
        continue;
      }
      sortParam = param;
      sort = [{ [value]: { order: param === '_sort_asc' ? 'asc' : 'desc' } }];
      continue;
    }
    if (param.startsWith('_')) {
      issues.push({ path: param, message: `"${param}" is not supported here` });
      continue;
    }
    const { field, op } = splitParam(param);
    if (field === 'depth') {
      hasDepth = true;
      const relative = wholeNumber(value);
      if (relative === undefined || !['eq', 'not', 'gt', 'gte', 'lt', 'lte'].includes(op)) {
        issues.push({
          path: param,
          message: 'depth takes a whole number, compared with =, __not, __gt(e), __lt(e)',
        });
        continue;
      }
      const depth = relative + contextDepth;
      if (op === 'eq' || op === 'not') add(param, { term: { depth } }, op === 'not');
      else add(param, { range: { depth: { [op]: depth } } });
      continue;
    }
    if (field === 'path') {
      if (op !== 'starts') {
        issues.push({ path: param, message: 'path takes path__starts only' });
        continue;
      }
      hasPath = true;
      add(param, { term: { path: value } });
      continue;
    }
    if (op === 'eq' || op === 'not') add(param, { term: { [field]: value } }, op === 'not');
    else if (op === 'in') add(param, { terms: { [field]: value.split(',') } });
    else if (op === 'starts') add(param, { prefix: { [field]: value } });
    else add(param, { range: { [field]: { [op]: value } } });
  }
  if (!hasPath) add('path__starts', { term: { path: contextPath } });
  // Guillotina leaves the object asked out unless a depth says otherwise.
  if (!hasDepth) add('depth', { range: { depth: { gte: contextDepth + 1 } } });
  if (issues.length > 0) throw badRequest(issues);
  return {
    body: { query: { bool: { filter, must_not: mustNot } }, from, size, ...(sort ? { sort } : {}) },
    filterParams,
    mustNotParams,
    ...(sortParam ? { sortParam } : {}),
  };
}

/**
 * Runs `compile` (the body's compiler) and answers its 400 with each issue under the query parameter it came
 * from (`query.bool.filter.2.term.colour` → `colour`), as the caller wrote it.
 */
export function underParams<T>(search: CatalogSearch, compile: () => T): T {
  try {
    return compile();
  } catch (error) {
    if (!isApiError(error) || error.type !== 'ValidationError' || !Array.isArray(error.details)) throw error;
    const rename = (path: string): string => {
      const clause = /^query\.bool\.(filter|must_not)\.(\d+)(\.|$)/.exec(path);
      if (clause) {
        const names = clause[1] === 'filter' ? search.filterParams : search.mustNotParams;
        return names[Number(clause[2])] ?? path;
      }
      if (path.startsWith('sort')) return search.sortParam ?? path;
      return path;
    };
    throw badRequest((error.details as Issue[]).map((issue) => ({ ...issue, path: rename(issue.path) })));
  }
}
