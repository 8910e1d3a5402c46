import { formMessages } from '../form-messages';
import type { Issue } from '../result';
import { TIPO_PREFIXES } from './constants';
import { catalogueMessages } from './messages';

const within = (path: string, folder: string): boolean =>
  `${path.replace(/\/+$/, '')}/`.startsWith(`/${folder}/`);

/**
 * The tipo prefix a product's place demands (§3): a pack (/pk) in /packs/, a complement (/co) in
 * /complementos/; undefined elsewhere. `path` is the product's path or its folder's, with or without the
 * trailing slash.
 */
export function tipoPrefixFor(path: string): string | undefined {
  if (within(path, 'packs')) return TIPO_PREFIXES.pack;
  if (within(path, 'complementos')) return TIPO_PREFIXES.complement;
  return undefined;
}

/**
 * A product's tipo (§3): required, a type prefix starting with '/', and the prefix its place demands
 * ({@link tipoPrefixFor}). Issues at `path`, labelled as the forms show the field ('type').
 */
export function productTipoIssues(tipo: string, productPath: string, path = 'tipo'): Issue[] {
  if (tipo === '') return [{ path, message: formMessages.required('type') }];
  if (!tipo.startsWith('/')) return [{ path, message: catalogueMessages.limits.tipoSlash }];
  const expected = tipoPrefixFor(productPath);
  if (expected !== undefined && !tipo.startsWith(expected))
    return [{ path, message: catalogueMessages.limits.tipoPrefix(expected) }];
  return [];
}
