/**
 * Content paths (decisions.md, "Content API URLs and paths"). Users and the web app's `?path=` write them
 * `/bodegas/vega-sicilia/`, the database and search items `/bodegas/vega-sicilia`, URLs put them after
 * {@link CONTAINER_URL_PATH} with each segment URL-encoded. The root is '/'.
 */

/** Where the content container sits in a URL: every object's URL path starts with it. */
export const CONTAINER_URL_PATH = '/db/guillotina';

export const ROOT_PATH = '/';

/** '.' and '..' never name an object: URL parsers resolve them, even percent-encoded. */
export const isDotSegment = (segment: string): boolean => segment === '.' || segment === '..';

/** The segments of a path as written: `/bodegas/vega-sicilia/` → ['bodegas', 'vega-sicilia']; the root → []. */
export const pathSegments = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/** The `/a/b/` form of segments (the root is '/'). */
export const folderPath = (segments: readonly string[]): string =>
  segments.length === 0 ? ROOT_PATH : `/${segments.join('/')}/`;

/** '.' dropped and '..' removing the segment before it (never above the root), as a URL parser does. */
function resolveDots(segments: readonly string[]): string[] {
  const resolved: string[] = [];
  for (const segment of segments) {
    if (segment === '..') resolved.pop();
    else if (segment !== '.') resolved.push(segment);
  }
  return resolved;
}

/**
 * A path as users and URLs write it, in the `/bodegas/vega-sicilia/` form: empty segments dropped, '.' and '..'
 * resolved as a URL to it would be, so the answer names the object a link to the input reaches.
 */
export const normalisePath = (path: string): string => folderPath(resolveDots(pathSegments(path)));

/** The folder a path sits in: `/bodegas/vega-sicilia/` → `/bodegas/`; the root's parent is the root. */
export const parentPath = (path: string): string => folderPath(resolveDots(pathSegments(path)).slice(0, -1));

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;
const CONTAINER_IN_PATH = new RegExp(`${CONTAINER_URL_PATH}(?=/|$)`);

const startsWithContainer = (path: string): boolean =>
  path === CONTAINER_URL_PATH || path.startsWith(`${CONTAINER_URL_PATH}/`);

/**
 * The URL-decoded segments after {@link CONTAINER_URL_PATH} of a URL path (`/db/guillotina/bodegas/vi%C3%B1a`)
 * or an absolute URL (an `@id`, where the container may sit below a prefix); query and fragment are ignored.
 * Undefined when the URL is not under the container or an escape is malformed.
 */
export function containerUrlSegments(url: string): string[] | undefined {
  const absolute = ABSOLUTE_URL.exec(url);
  const pathname = (absolute ? url.slice(absolute[0].length) : url).split(/[?#]/, 1)[0] ?? '';
  let rest: string;
  if (absolute) {
    const marker = CONTAINER_IN_PATH.exec(pathname);
    if (!marker) return undefined;
    rest = pathname.slice(marker.index + CONTAINER_URL_PATH.length);
  } else if (startsWithContainer(pathname)) {
    rest = pathname.slice(CONTAINER_URL_PATH.length);
  } else {
    return undefined;
  }
  try {
    return pathSegments(rest).map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/**
 * The segments of the object a request names: a path as written (`/bodegas/x/`, `bodegas/x`, spaces around
 * ignored), or its URL under the container (an absolute `@id`, or `/db/guillotina/bodegas/x`), URL-decoded.
 * Undefined when it names no possible object: a '.' or '..' segment, a segment decoded to hold a '/', a
 * malformed escape, a URL outside the container.
 */
export function parseObjectPath(input: string): string[] | undefined {
  const text = input.trim();
  const segments =
    ABSOLUTE_URL.test(text) || startsWithContainer(text) ? containerUrlSegments(text) : pathSegments(text);
  if (segments === undefined || segments.some((segment) => isDotSegment(segment) || segment.includes('/')))
    return undefined;
  return segments;
}
