import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { containsAny, foldText, registerTextFunctions } from './text-search';

describe('text search', () => {
  it('folds case and accents', () => {
    expect(foldText('Herrán de ÁBALOS')).toBe('herran de abalos');
    expect(foldText('Bürklin-Mosbacher')).toBe('burklin-mosbacher');
  });

  it('finds rows whatever the case and accents on either side, with wildcards taken literally', () => {
    const db = new Database(':memory:');
    registerTextFunctions(db);
    db.exec(
      "CREATE TABLE t (name TEXT, code TEXT); INSERT INTO t VALUES ('Herrán de Ábalos', 'V100'), ('Rosé 50%', 'V200')",
    );
    const find = (query: string) => {
      const match = containsAny(['name', 'code'], query);
      return db
        .prepare(`SELECT name FROM t WHERE ${match.sql} ORDER BY name`)
        .pluck()
        .all(...match.params);
    };
    expect(find('abalos')).toEqual(['Herrán de Ábalos']);
    expect(find('ÁBALOS')).toEqual(['Herrán de Ábalos']);
    expect(find('rose')).toEqual(['Rosé 50%']);
    expect(find('50%')).toEqual(['Rosé 50%']);
    expect(find('%')).toEqual(['Rosé 50%']);
    expect(find('v1')).toEqual(['Herrán de Ábalos']);
    db.close();
  });
});
