import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** An order's code as a link to Edit order (`/orders/{id_pedido}/edit`), wherever an order is listed. */
export function OrderCodeLink({ id, code }: { id: number; code: string }) {
  return (
    <Link
      to={paths.orders.edit.getHref(String(id))}
      title={`Edit order ${code}`}
      className="font-mono text-xs text-slate-900 underline decoration-slate-300 underline-offset-2 hover:decoration-slate-900"
    >
      {code}
    </Link>
  );
}
