import { asText, toNumber } from '../fields';
import { fail, ok, type Result } from '../result';
import {
  GROUP_MATCH_SUPPLIER,
  MARKETPLACE_DEFAULT_PAGE_SIZE,
  MARKETPLACE_PAGE_SIZES,
  MATCH_CODE_MAX_LENGTH,
  MATCHES_DEFAULT_PAGE_SIZE,
  MATCHES_PAGE_SIZES,
} from './constants';
import { commerceMessages } from './messages';

const { form } = commerceMessages;

/** Match code maxlength: 300 for supplier cab, whose codes are product groups; 7 (a product id) otherwise. */
export const matchCodeMaxLength = (id_proveedor: unknown): number =>
  asText(id_proveedor) === GROUP_MATCH_SUPPLIER ? MATCH_CODE_MAX_LENGTH.group : MATCH_CODE_MAX_LENGTH.product;

/** The catalogue code a supplier product is matched to: required, at most {@link matchCodeMaxLength}. */
export function validateMatchCode(code: unknown, options: { id_proveedor: unknown }): Result<string> {
  const value = asText(code);
  const max = matchCodeMaxLength(options.id_proveedor);
  if (value === '') return fail({ path: 'id_producto', message: form.required('code') });
  if ([...value].length > max) return fail({ path: 'id_producto', message: form.maxLength('code', max) });
  return ok(value);
}

const pageSizeFrom =
  (sizes: readonly number[], fallback: number) =>
  (value: unknown): number => {
    const size = toNumber(value);
    return size !== undefined && sizes.includes(size) ? size : fallback;
  };

/** A page size of the match-products table: 10, 20, 50 or 100; anything else is the default 10. */
export const marketplacePageSize = pageSizeFrom(MARKETPLACE_PAGE_SIZES, MARKETPLACE_DEFAULT_PAGE_SIZE);

/** A page size of the matches list: 10 to 50; anything else is the default 10. */
export const matchesPageSize = pageSizeFrom(MATCHES_PAGE_SIZES, MATCHES_DEFAULT_PAGE_SIZE);
