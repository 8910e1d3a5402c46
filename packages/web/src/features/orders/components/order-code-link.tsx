import { PreloadLink } from '@/components/ui/preload-link';
import { paths } from '@/config/paths';

/** An order's code as a link to Edit order (`/orders/{id_pedido}/edit`), wherever an order is listed. */
export function OrderCodeLink({ id, code }: { id: number; code: string }) {
  return (
    <PreloadLink
      to={paths.orders.edit.getHref(String(id))}
      title={`Edit order ${code}`}
      className="font-mono text-xs text-slate-900 underline decoration-slate-300 underline-offset-2 hover:decoration-slate-900"
    >
      {code}
    </PreloadLink>
  );
}
