import { isDotSegment, pathSegments } from '@cellar/validation';
import { CellarError } from './errors';

/**
 * URL-encodes one segment. '.' and '..' are refused: URL parsers resolve them (even percent-encoded),
 * so such a path would address another object; no content id is ever a dot segment.
 */
function encodeSegment(segment: string): string {
  if (isDotSegment(segment)) {
    throw new CellarError(`Invalid content path segment "${segment}"`, {
      status: 0,
      type: 'InvalidPath',
      kind: 'invalid-request',
    });
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
