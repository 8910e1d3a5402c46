import { normalisePath, type SearchItem } from '@cellar/sdk';
import { paths } from '../../config/paths';
import { type NavItem, navItems } from '../../config/sidebar';

/** A row of the palette: a sidebar screen or a content object. */
export interface PaletteEntry {
  /** Unique among the rows (cmdk's value). */
  key: string;
  label: string;
  /** Secondary text: the group of a screen, the path of an object. */
  detail: string;
  /** The in-app location to open. */
  to: string;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Sidebar screens whose label (or folder) contains every word of `query`; all of them for a blank query. */
export function matchScreens(query: string, items: readonly NavItem[] = navItems): PaletteEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return items
    .filter((item) => {
      const haystack = fold(`${item.label} ${item.kind === 'tree' ? item.folder : item.route}`);
      return words.every((word) => haystack.includes(word));
    })
    .map((item) => ({
      key: `screen:${item.to}`,
      label: item.label,
      detail: item.kind === 'tree' ? item.folder : item.route,
      to: item.to,
    }));
}

/** Search results as rows that open the object at `?path=`. */
export const objectEntries = (items: readonly SearchItem[]): PaletteEntry[] =>
  items.map((item) => {
    const path = normalisePath(item.path);
    return {
      key: `object:${path}`,
      label: item.title || item['@name'],
      detail: `${item.type_name} · ${path}`,
      to: paths.tree.getHref(path),
    };
  });

/** Ctrl+K, or Cmd+K on a Mac. */
export const isPaletteShortcut = (
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): boolean => (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
