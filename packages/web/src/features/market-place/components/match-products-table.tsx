import type { ErpMarketplaceBottle, ErpSupplierProduct } from '@cellar/sdk';
import {
  commerceMessages,
  GROUP_MATCH_SUPPLIER,
  matchCodeMaxLength,
  validateMatchCode,
} from '@cellar/validation/commerce';
import { clsx } from 'clsx';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useMatchProducts } from '@/features/market-place/api/match-products';
import { serverIssues } from '@/lib/server-issues';

export interface MatchProductsTableProps {
  id_proveedor: string;
  products: readonly ErpSupplierProduct[];
  bottles: readonly ErpMarketplaceBottle[];
  busy?: boolean;
}

/** The codes a supplier matches to: product groups for supplier cab, product ids otherwise. */
function codeOptions(id_proveedor: string, bottles: readonly ErpMarketplaceBottle[]) {
  const byGroup = id_proveedor === GROUP_MATCH_SUPPLIER;
  const seen = new Map<string, string>();
  for (const bottle of bottles) {
    const code = byGroup ? bottle.grupo : bottle.id_producto;
    if (!seen.has(code)) seen.set(code, bottle.nombre);
  }
  return [...seen];
}

/**
 * The supplier's products, each with the catalogue code to match it to (maxlength 300 for supplier cab, else 7);
 * "Match" sends every product with a code (@match-products-marketplace).
 */
export function MatchProductsTable({ id_proveedor, products, bottles, busy }: MatchProductsTableProps) {
  const [codes, setCodes] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const match = useMatchProducts();
  const maxLength = matchCodeMaxLength(id_proveedor);
  const listId = `match-codes-${id_proveedor}`;
  const filled = products.filter((product) => (codes[product.id_producto_proveedor] ?? '').trim() !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const productos: string[] = [];
    const botellas: string[] = [];
    const found: Record<string, string> = {};
    for (const product of filled) {
      const checked = validateMatchCode(codes[product.id_producto_proveedor], { id_proveedor });
      if (checked.ok) {
        productos.push(product.id_producto_proveedor);
        botellas.push(checked.value);
      } else found[product.id_producto_proveedor] = checked.issues[0]?.message ?? '';
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || productos.length === 0) return;
    match.mutate(
      { id_proveedor, productos, botellas },
      {
        onSuccess: () => {
          toast.success(commerceMessages.success.matchCompleted);
          setCodes({});
        },
        onError: (error) => {
          toast.error(commerceMessages.marketplace.matchingError);
          // The server names the refused code as `botellas.{i}`: show its reason on that product's row.
          const refused: Record<string, string> = {};
          for (const issue of serverIssues(error)) {
            const product = productos[Number(/^botellas\.(\d+)$/.exec(issue.path)?.[1] ?? Number.NaN)];
            if (product !== undefined && refused[product] === undefined) refused[product] = issue.message;
          }
          setErrors(refused);
        },
      },
    );
  };

  return (
    <form aria-label="Match products" onSubmit={submit} noValidate className="flex flex-col gap-3">
      <datalist id={listId}>
        {codeOptions(id_proveedor, bottles).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </datalist>
      <div className="overflow-x-auto rounded border border-slate-200">
        <table
          aria-busy={busy || undefined}
          className={clsx('w-full text-left text-sm', busy && 'opacity-60')}
        >
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              {[
                'Supplier product',
                'Name',
                'Family',
                'Vintage',
                'Capacity',
                'Price',
                'Stock',
                'Match code',
              ].map((header) => (
                <th key={header} scope="col" className="px-3 py-2 font-semibold">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {products.map((product) => {
              const id = product.id_producto_proveedor;
              const error = errors[id];
              return (
                <tr key={id} className="hover:bg-slate-50">
                  <td className="px-3 py-1.5 font-mono text-xs">{id}</td>
                  <td className="px-3 py-1.5">{product.nombre}</td>
                  <td className="px-3 py-1.5">{product.familia_producto}</td>
                  <td className="px-3 py-1.5 tabular-nums">{product.anyada ?? ''}</td>
                  <td className="px-3 py-1.5">{product.capacidad}</td>
                  <td className="px-3 py-1.5 tabular-nums">{product.pvp_proveedor}</td>
                  <td className="px-3 py-1.5 tabular-nums">{product.stock}</td>
                  <td className="px-3 py-1.5">
                    <input
                      aria-label={`Match code for ${id}`}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      list={listId}
                      maxLength={maxLength}
                      value={codes[id] ?? ''}
                      onChange={(event) => setCodes((current) => ({ ...current, [id]: event.target.value }))}
                      className={clsx(inputClass, 'min-w-40')}
                    />
                    {error ? (
                      <span id={`${id}-error`} className="text-xs text-rose-700">
                        {error}
                      </span>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div>
        <Button type="submit" disabled={filled.length === 0 || match.isPending}>
          Match
        </Button>
      </div>
    </form>
  );
}
