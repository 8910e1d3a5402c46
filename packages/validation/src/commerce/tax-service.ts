/**
 * Tax-service (Eurotax) invoices and warehouse costs (commerce-operations §3, §5, §7 "Invoice imports"): the
 * computations the backend stores and the screens preview, and the refusals the spec gives no wording for (ours).
 */

/** Messages of the Eurotax and warehouse-cost imports the spec states no wording for (ours). */
export const taxServiceMessages = {
  eurotaxAlreadyImported: (invoice: string) => `The Eurotax invoice ${invoice} was already imported`,
  eurotaxNotFound: (invoice: string) => `Eurotax invoice ${invoice} not found`,
  warehouseCostExists: (month: string) => `A warehouse cost for ${month} is already registered`,
  recalculated: (orders: number) => `Preparation costs recalculated for ${orders} orders`,
} as const;

/** Destination countries whose VAT the tax service settles: EU distance sales, so not Spain (ours). */
export const EUROTAX_HOME_COUNTRY = 'es';
/** The `template` of @grouping_invoices_country for the tax service (ours: the spec names the field only). */
export const EUROTAX_TEMPLATE = 'eurotax';

/** Rounds money to cents. */
export const toCents = (amount: number): number => Math.round((amount + Number.EPSILON) * 100) / 100;

/** The VAT included in order lines whose `precio` is the unit price with taxes at `tipo_iva`, to the cent. */
export function linesVat(lines: readonly { cantidad: number; precio: number; tipo_iva: number }[]): number {
  return toCents(
    lines.reduce((sum, line) => sum + (line.cantidad * line.precio * line.tipo_iva) / (1 + line.tipo_iva), 0),
  );
}

/**
 * Shares `amount` over items in proportion to their weights, in cents, so the shares add up to `amount`
 * exactly (the last item takes the rounding). Zero weights share it equally. No items: no shares.
 */
export function shareByWeight(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = weights.map((weight) =>
    toCents(total > 0 ? (amount * weight) / total : amount / weights.length),
  );
  const rest = toCents(amount - shares.slice(0, -1).reduce((sum, share) => sum + share, 0));
  shares[shares.length - 1] = rest;
  return shares;
}

/** A month's cost per bottle, to 4 decimals; 0 when the month shipped no bottle. */
export const costPerBottle = (cost: number, bottles: number): number =>
  bottles > 0 ? Math.round((cost / bottles) * 10_000) / 10_000 : 0;
