import type { FieldOf } from '@/components/form';

const TOP_FIELDS = new Set(['nombre', 'labels', 'discountPercent']);

/**
 * Where an issue of the Pack tab shows: the rule's paths are the form's own (`rows.0.referencia`,
 * `description.es`); the server's `descuento_del_pack` shows under the discount, its `localized_text.{language}`
 * under that language's description, and its pack content issues above the form.
 */
export const packFieldOf: FieldOf = (path) => {
  if (TOP_FIELDS.has(path)) return path;
  if (path === 'descuento_del_pack') return 'discountPercent';
  const row = /^rows\.(\d+)\.(referencia|cantidad)$/.exec(path);
  if (row) return `rows.${row[1]}.${row[2]}`;
  const text = /^(?:description|localized_text)\.([a-z]{2})(?:\.description)?$/.exec(path);
  if (text) return `description.${text[1]}`;
  return null;
};
