import { asRecord, asText } from '../fields';
import { formMessages } from '../form-messages';
import { fail, type Issue, ok, type Result } from '../result';
import { slugify } from '../slugify';
import { contentIdIssues } from './content-id';
import { SITE_LIMITS } from './limits';
import { siteMessages } from './messages';

export interface NewBodegaValue {
  nombre: string;
  /** Slug. */
  id: string;
  internal_id: string;
  id_pais: string;
}

/** Internal id of a winery: the first 4 characters of its slug without hyphens. */
export const bodegaInternalId = (slug: string): string =>
  slugify(typeof slug === 'string' ? slug : '')
    .replace(/-/g, '')
    .slice(0, SITE_LIMITS.internalWineryId);

/**
 * New bodega (§5): nombre, id and id_pais required ('Todos los campos son necesarios' on each empty one);
 * the id is slugified (and follows the id rule: at most 255 characters) and the internal id, derived from it,
 * must have exactly 4 characters.
 */
export function validateNewBodega(input: unknown): Result<NewBodegaValue> {
  const record = asRecord(input);
  const value = {
    nombre: asText(record.nombre),
    id: slugify(asText(record.id)),
    internal_id: '',
    id_pais: asText(record.id_pais),
  };
  value.internal_id = bodegaInternalId(value.id);
  const issues: Issue[] = (['nombre', 'id', 'id_pais'] as const)
    .filter((field) => value[field] === '')
    .map((field) => ({ path: field, message: siteMessages.bodega.allFieldsRequired }));
  issues.push(...contentIdIssues(value.id));
  if (value.id !== '' && value.internal_id.length !== SITE_LIMITS.internalWineryId)
    issues.push({
      path: 'internal_id',
      message: formMessages.exactLength('internal id', SITE_LIMITS.internalWineryId),
    });
  return issues.length > 0 ? fail(...issues) : ok(value);
}
