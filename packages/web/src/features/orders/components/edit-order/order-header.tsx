import type { OrderFull } from '@cellar/sdk';
import { formatMoney } from '@cellar/validation';
import { ORDER_STATE_LABELS, type OrderState } from '@cellar/validation/commerce';

/** The order's code, shop, state and saved total (EUR es-ES, GBP en-GB). */
export function OrderHeader({ order }: { order: OrderFull }) {
  const items: [string, string][] = [
    ['Code', order.cod_pedido],
    ['Shop', order.shop],
    ['State', ORDER_STATE_LABELS[order.id_estado_pd as OrderState] ?? String(order.id_estado_pd)],
    ['Total', formatMoney(order.precio_total, order.currency)],
  ];
  return (
    <dl aria-label="Order" className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
      {items.map(([term, value]) => (
        <div key={term} className="flex flex-col">
          <dt className="text-xs text-slate-500">{term}</dt>
          <dd className="font-medium text-slate-900" data-field={term.toLowerCase()}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
