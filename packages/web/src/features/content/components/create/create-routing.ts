import { normalisePath } from '@cellar/sdk';

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
