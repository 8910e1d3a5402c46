import { CellarError } from './errors';

/**
 * Content paths. Users and URLs write them as `/bodegas/vega-sicilia/`; the API wants the segments
 * after `/db/guillotina/`, each URL-encoded. The root is '/'.
 */
export function normalisePath(path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/** Segments of a content path: `/bodegas/vega-sicilia/` → ['bodegas', 'vega-sicilia']. */
export const pathSegments = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/** The folder a path sits in: `/bodegas/vega-sicilia/` → `/bodegas/`; the root's parent is the root. */
export function parentPath(path: string): string {
  const segments = pathSegments(path);
  return segments.length <= 1 ? '/' : `/${segments.slice(0, -1).join('/')}/`;
}

/**
 * URL-encodes one segment. '.' and '..' are refused: URL parsers resolve them (even percent-encoded),
 * so such a path would address another object; no content id is ever a dot segment.
 */
function encodeSegment(segment: string): string {
  if (segment === '.' || segment === '..') {
    throw new CellarError(`Invalid content path segment "${segment}"`, { status: 0, type: 'InvalidPath' });
  }
  return encodeURIComponent(segment);
}

/**
 * openapi-fetch path serializer for `/db/guillotina/{path}/...`: encodes each segment of `path` on its
 * own (slashes stay separators) and, for the root, drops the empty segment so `{path}/@lock` becomes
 * `/db/guillotina/@lock`. Other parameters are encoded whole.
 */
export function serializeContentPath(pathname: string, params: Record<string, unknown>): string {
  let url = pathname;
  for (const [name, value] of Object.entries(params)) {
    const placeholder = `{${name}}`;
    if (name === 'path') {
      const encoded = pathSegments(String(value)).map(encodeSegment).join('/');
      url =
        encoded === ''
          ? url.replace(`/${placeholder}/`, '/').replace(`/${placeholder}`, '/')
          : url.replace(placeholder, encoded);
    } else {
      url = url.replace(placeholder, encodeURIComponent(String(value)));
    }
  }
  return url;
}
