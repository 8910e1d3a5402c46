import { productTipoIssues } from '../catalogue/product-tipo';
import { asRecord, asText } from '../fields';
import { formMessages } from '../form-messages';
import { fail, type Issue, ok, type Result } from '../result';
import { slugify } from '../slugify';
import { contentIdIssues } from './content-id';
import { CONTENT_LIMITS } from './limits';
import { siteMessages } from './messages';

export interface NewProductoValue {
  /** The given id, else the name's slug. */
  id: string;
  nombre: string;
  tipo: string;
}

/**
 * The name of a new product and the id it gives: the name is required (at most
 * {@link CONTENT_LIMITS}.productName characters, 'name' as the form labels it); the id, when not given, is the
 * name's slug, so the name needs a letter or a digit; the id follows the id rule.
 */
export function productNameIssues(nombre: string, id: string): Issue[] {
  if (nombre === '') return [{ path: 'nombre', message: formMessages.required('name') }];
  if (nombre.length > CONTENT_LIMITS.productName)
    return [{ path: 'nombre', message: formMessages.maxLength('name', CONTENT_LIMITS.productName) }];
  if (id === '') return [{ path: 'nombre', message: siteMessages.producto.nameWithoutId }];
  return contentIdIssues(id);
}

/**
 * New Producto (§2.3, §3: nombre and tipo) in the folder `folderPath`: the name rule
 * ({@link productNameIssues}) and the tipo rule of its place (`productTipoIssues`: /pk in /packs/, /co in
 * /complementos/).
 */
export function validateNewProducto(input: unknown, folderPath: string): Result<NewProductoValue> {
  const record = asRecord(input);
  const nombre = asText(record.nombre);
  const tipo = asText(record.tipo);
  const id = asText(record.id) || slugify(nombre);
  const issues = [...productNameIssues(nombre, id), ...productTipoIssues(tipo, folderPath)];
  return issues.length > 0 ? fail(...issues) : ok({ id, nombre, tipo });
}
