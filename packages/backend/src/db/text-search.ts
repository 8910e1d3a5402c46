import type { Db } from './database';

/** Lower case without diacritics: 'Ábalos' and 'abalos' fold to the same text. */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** Registers `fold(text)` in SQLite so searches can compare folded text on both sides. */
export function registerTextFunctions(db: Db): void {
  db.function('fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? foldText(value) : value,
  );
}

/**
 * A condition "any of `columns` contains `query`", ignoring case and accents (so 'abalos' finds
 * 'Herrán de Ábalos'), with LIKE wildcards in the query taken literally.
 */
export function containsAny(columns: readonly string[], query: string): { sql: string; params: string[] } {
  const like = `%${foldText(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return {
    sql: `(${columns.map((column) => `fold(${column}) LIKE ? ESCAPE '\\'`).join(' OR ')})`,
    params: columns.map(() => like),
  };
}
