import { asRecord } from '../fields';
import { formMessages } from '../form-messages';
import { fail, ok, type Result } from '../result';
import { catalogueMessages } from './messages';

/** What `PATCH {item}@opciones` changes on every option of the product (catalogue-editors §4, §7). */
export interface OptionsChange {
  solo_venta_privada: boolean;
}

/**
 * The private-sale change of a pack ('Update State', §4; `PATCH {item}@opciones` with
 * `{opciones_to_modify: {solo_venta_privada}}`, §7): `opciones_to_modify` is an object holding only
 * `solo_venta_privada`, true (private sale) or false (public sale).
 */
export function validateOptionsChange(input: unknown): Result<OptionsChange> {
  const body = asRecord(input);
  const change = body.opciones_to_modify;
  if (typeof change !== 'object' || change === null || Array.isArray(change))
    return fail({ path: 'opciones_to_modify', message: formMessages.object('options to modify') });
  const record = asRecord(change);
  const others = Object.keys(record).filter((key) => key !== 'solo_venta_privada');
  if (others.length > 0)
    return fail(
      ...others.map((key) => ({
        path: `opciones_to_modify.${key}`,
        message: catalogueMessages.limits.optionsToModify,
      })),
    );
  if (typeof record.solo_venta_privada !== 'boolean')
    return fail({
      path: 'opciones_to_modify.solo_venta_privada',
      message: formMessages.trueOrFalse('private sale'),
    });
  return ok({ solo_venta_privada: record.solo_venta_privada });
}

/**
 * The product's sale mode (§4): private sale when its options are (any option's `otros.solo_venta_privada` is true,
 * as `@opciones` sets them all at once), else public sale.
 */
export function isPrivateSale(opciones: unknown): boolean {
  return Object.values(asRecord(opciones)).some(
    (option) => asRecord(asRecord(option).otros).solo_venta_privada === true,
  );
}
