import { normalisePath, pathSegments } from '@cellar/sdk';
import type { Issue } from '@cellar/validation';

/** The creation forms of site-content-and-shell §2.3; anything else gets the generic id + title form. */
export type CreateFormKind =
  | 'bodega'
  | 'home'
  | 'landing'
  | 'producto'
  | 'pack'
  | 'newsletter'
  | 'tag'
  | 'zona-geo'
  | 'generic';

const underFolder = (path: string, folder: string) => normalisePath(path).startsWith(`/${folder}/`);

/** Which form creates a `type` in the folder `parentPath` (a Producto under /packs/ is a Pack, §2.12). */
export function formKindFor(type: string, parentPath: string): CreateFormKind {
  switch (type) {
    case 'Bodega':
      return 'bodega';
    case 'Home':
      return 'home';
    case 'Landing':
      return 'landing';
    case 'Pack':
      return 'pack';
    case 'Producto':
      return underFolder(parentPath, 'packs') ? 'pack' : 'producto';
    case 'Newsletter':
      return 'newsletter';
    case 'Tag':
      return 'tag';
    case 'ZonaGeo':
      return 'zona-geo';
    default:
      return 'generic';
  }
}

/** The Add menu's name of a type in a folder. */
export const addLabelFor = (type: string, parentPath: string): string =>
  formKindFor(type, parentPath) === 'pack' ? 'Pack' : type;

/**
 * Where the user goes after creating (§2.3): a landing to /landings/{id}/, a newsletter to
 * /newsletters/{id}/, anything else (a bodega, a tag...) to its own path.
 */
export function pathAfterCreate(kind: CreateFormKind, parentPath: string, id: string): string {
  if (kind === 'landing') return `/landings/${id}/`;
  if (kind === 'newsletter') return `/newsletters/${id}/`;
  return normalisePath(`${normalisePath(parentPath)}${id}`);
}

/** The last segment of a folder path (`/tags/uva/` → `uva`), '' for the root. */
export const folderId = (path: string): string => pathSegments(path).at(-1) ?? '';

export type FieldErrors = Readonly<Record<string, readonly string[]>>;

/** Issues (from a rule or the server's 400 `details`) grouped by field path. */
export function issuesToFieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const list = errors[issue.path] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[issue.path] = list;
  }
  return errors;
}

/** Messages of `errors` whose path is none of `shown` (they appear above the form instead). */
export function unplacedErrors(errors: FieldErrors, shown: readonly string[]): string[] {
  return Object.entries(errors)
    .filter(([path]) => !shown.includes(path))
    .flatMap(([, messages]) => messages);
}
