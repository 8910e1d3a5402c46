import { z } from 'zod';
import { asArray, asRecord, asText } from '../fields';
import { isBeforeTodayInMadrid, madridDay } from '../madrid-time';
import { nowOf, parseInstant } from '../parse-instant';
import { fail, ok, type Result } from '../result';
import {
  BATCH_ORDER_ACTIONS,
  type BatchOrderAction,
  COUNTRY_CODE_LENGTH,
  MULTI_ORDER_INVOICE_DRAFT,
  ORDER_COMMENT_TYPES,
} from './constants';
import { commerceMessages } from './messages';
import { schemaResult, toText } from './schema-result';

const { multiOrderInvoice: messages, form } = commerceMessages;

const requiredText = (message: string) => z.preprocess(toText, z.string().min(1, { error: message }));
const optionalText = z.preprocess(toText, z.string());

/** Create drawer of the multi-order invoice list: a user's email ('Please input the email'). */
export const multiOrderInvoiceCreateSchema = z.object({ email: requiredText(messages.inputEmail) });
export type MultiOrderInvoiceCreate = z.infer<typeof multiOrderInvoiceCreateSchema>;

export const validateMultiOrderInvoiceCreate = (input: unknown): Result<MultiOrderInvoiceCreate> =>
  schemaResult(multiOrderInvoiceCreateSchema, asRecord(input));

/**
 * Billing address (datos_fac): name, CIF, line 1, postal code, city, phone and country id are required;
 * the country code has at most 2 characters ('The country code is only 2 characters long').
 */
export const billingAddressSchema = z.object({
  nombre: requiredText(form.required('name')),
  doc_id: requiredText(form.required('CIF')),
  linea1: requiredText(form.required('line 1')),
  linea2: optionalText,
  linea3: optionalText,
  codigo_postal: requiredText(form.required('postal code')),
  ciudad: requiredText(form.required('city')),
  telefono: requiredText(form.required('phone')),
  id_pais: requiredText(form.required('country id')).pipe(
    z.string().max(COUNTRY_CODE_LENGTH, { error: messages.countryCodeLength }),
  ),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

export const validateBillingAddress = (input: unknown): Result<BillingAddress> =>
  schemaResult(billingAddressSchema, asRecord(input));

/** Only a DRAFT invoice can be edited; any other status is read-only (§4). */
export const isMultiOrderInvoiceEditable = (status: unknown): boolean => status === MULTI_ORDER_INVOICE_DRAFT;

/** An id field: a finite number, or non-empty trimmed text; undefined otherwise. */
const asId = (value: unknown): number | string | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = asText(value);
  return text === '' ? undefined : text;
};

/** Adding orders to an invoice needs its billing address first ('You must first select a billing address'). */
export function validateAddOrders(invoice: unknown): Result<{ id_datos_fac: number | string }> {
  const id_datos_fac = asId(asRecord(invoice).id_datos_fac);
  if (id_datos_fac === undefined)
    return fail({ path: 'id_datos_fac', message: messages.selectBillingAddressFirst });
  return ok({ id_datos_fac });
}

/**
 * Batch actions need selected orders: 'You must select which orders you want to {verb}', the verb of
 * the action ({@link BATCH_ORDER_ACTIONS}). The value is the selected order ids, without repeats.
 */
export function validateOrderSelection(
  selected: unknown,
  options: { action: BatchOrderAction },
): Result<Array<number | string>> {
  const ids = [...new Set(asArray(selected).map(asId))].filter((id) => id !== undefined);
  if (ids.length > 0) return ok(ids);
  const verb = BATCH_ORDER_ACTIONS[options.action]?.verb ?? String(options.action);
  return fail({ path: '', message: messages.selectOrders(verb) });
}

/**
 * Hibernating orders needs a date that is not before today in Madrid
 * ('You must enter the hibernation date' when missing, not a date or in the past).
 * The value is the Madrid day, `yyyy-MM-dd`.
 */
export function validateHibernation(
  input: unknown,
  options?: { now?: Date | number },
): Result<{ date: string }> {
  const date = parseInstant(asRecord(input).date);
  if (date === undefined || isBeforeTodayInMadrid(date, nowOf(options)))
    return fail({ path: 'date', message: messages.hibernationDate });
  return ok({ date: madridDay(date) });
}

/** A comment on orders (batch_pedido_addcomment): its kind GENERAL, PREPARACION or ENTREGA, and its text. */
export const orderCommentSchema = z.object({
  tipo: z.preprocess(
    toText,
    z.enum(ORDER_COMMENT_TYPES, { error: form.unknownValue('comment type', ORDER_COMMENT_TYPES) }),
  ),
  comment: requiredText(form.required('comment')),
});
export type OrderComment = z.infer<typeof orderCommentSchema>;

export const validateOrderComment = (input: unknown): Result<OrderComment> =>
  schemaResult(orderCommentSchema, asRecord(input));
