import { COUNCIL_FIELDS } from '@cellar/validation/site';
import type { FieldOf } from '@/components/form';

const COUNCIL = new Set<string>(COUNCIL_FIELDS.map((name) => `consejo_regulador.${name}`));

/**
 * Where an issue of the Region Edit tab shows: the rule's paths are the form's own (`clasificaciones.0.year`,
 * `consejo_regulador.web`, `comentario.es`); the server's `clasificaciones_anyada.{year}` and
 * `bodegas_emblematicas.{n}` show under their lists.
 */
export const zoneFieldOf: FieldOf = (path) => {
  if (COUNCIL.has(path)) return path;
  const row = /^clasificaciones\.(\d+)\.(year|rating)$/.exec(path);
  if (row) return `clasificaciones.${row[1]}.${row[2]}`;
  if (path.startsWith('clasificaciones')) return 'clasificaciones';
  if (path.startsWith('bodegas_emblematicas')) return 'bodegas_emblematicas';
  const text = /^comentario\.([a-z]{2})$/.exec(path);
  if (text) return `comentario.${text[1]}`;
  return null;
};
