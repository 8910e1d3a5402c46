import type { ErpMatchRequest } from '@cellar/sdk';
import { fail, type Issue, ok, type Result } from '@cellar/validation';
import { commerceMessages, validateMatchCode } from '@cellar/validation/commerce';
import { fieldKey } from '@/components/form';

/** The match form's values: the code typed for each supplier product of the page, keyed by `fieldKey(id)`. */
export interface MatchForm {
  codes: Record<string, string>;
}

/** The field of one supplier product's code. */
export const codeField = (id_producto_proveedor: string) =>
  `codes.${fieldKey(id_producto_proveedor)}` as const;

interface SupplierProductRef {
  id_producto_proveedor: string;
}

/** Every product of the page with no code typed. */
export const emptyMatchForm = (products: readonly SupplierProductRef[]): MatchForm => ({
  codes: Object.fromEntries(products.map((product) => [fieldKey(product.id_producto_proveedor), ''])),
});

/** The products of the page with a code typed, in page order, with that code. */
export const typedCodes = (
  products: readonly SupplierProductRef[],
  form: MatchForm,
): { id: string; code: string }[] =>
  products.flatMap(({ id_producto_proveedor: id }) => {
    const code = form.codes[fieldKey(id)] ?? '';
    return code.trim() === '' ? [] : [{ id, code }];
  });

/**
 * The match-products rule: every product with a code typed, its code checked by `validateMatchCode` (maxlength by
 * supplier) with its message under that code's field; what "Match" sends (@match-products-marketplace).
 */
export function matchRequest(
  id_proveedor: string,
  products: readonly SupplierProductRef[],
  form: MatchForm,
): Result<ErpMatchRequest> {
  const issues: Issue[] = [];
  const productos: string[] = [];
  const botellas: string[] = [];
  for (const { id, code } of typedCodes(products, form)) {
    const checked = validateMatchCode(code, { id_proveedor });
    if (!checked.ok) issues.push(...checked.issues.map((issue) => ({ ...issue, path: codeField(id) })));
    else {
      productos.push(id);
      botellas.push(checked.value);
    }
  }
  if (issues.length > 0) return fail(...issues);
  if (productos.length === 0)
    return fail({ path: 'productos', message: commerceMessages.form.required('products') });
  return ok({ id_proveedor, productos, botellas });
}

const SENT_INDEX = /^(?:botellas|productos)\.(\d+)$/;

/**
 * Where an issue of the match form shows: a code's own field; the server's `botellas.{i}` and `productos.{i}`
 * under the code of the i-th product `sent`; anything else above the table.
 */
export function matchFieldOf(path: string, sent: readonly string[]): string | null {
  if (path.startsWith('codes.')) return path;
  const index = SENT_INDEX.exec(path)?.[1];
  const product = index === undefined ? undefined : sent[Number(index)];
  return product === undefined ? null : codeField(product);
}

/** The edit-match dialog's fields (@edit-product-with-match): the new catalogue code and excluir_venta. */
export interface EditMatchForm {
  id_producto_new: string;
  excluir_venta: boolean;
}

/** The edit-match rule: the code as `validateMatchCode` has it (maxlength by supplier), the flag as it is. */
export function editMatchInput(id_proveedor: string, form: EditMatchForm): Result<EditMatchForm> {
  const code = validateMatchCode(form.id_producto_new, { id_proveedor });
  return code.ok ? ok({ id_producto_new: code.value, excluir_venta: form.excluir_venta }) : code;
}
