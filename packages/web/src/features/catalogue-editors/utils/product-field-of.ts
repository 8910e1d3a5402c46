import type { FieldOf } from '@/components/form';

const TOP_FIELDS = new Set(['nombre', 'tipo', 'graduacion', 'region', 'labels', 'video']);

/**
 * Where an issue shows: the rule's paths are the form's own (`grapes.0.porcentaje`, `localized_text.es.score`); the
 * server's grape paths (`tags_by_category.uva.0.otros_datos.porcentaje`) show under the grape's percentage.
 */
export const productFieldOf: FieldOf = (path) => {
  const grape = /^(?:grapes|tags_by_category\.uva)\.(\d+)\.(?:otros_datos\.)?(id|porcentaje)$/.exec(path);
  if (grape) return `grapes.${grape[1]}.${grape[2]}`;
  if (TOP_FIELDS.has(path)) return path;
  if (/^(localized_text|nombres)\.[a-z]{2}\.[a-z_]+$/.test(path)) return path;
  return null;
};
