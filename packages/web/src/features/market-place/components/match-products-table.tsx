import type { ErpMarketplaceBottle, ErpSupplierProduct } from '@cellar/sdk';
import { commerceMessages, GROUP_MATCH_SUPPLIER, matchCodeMaxLength } from '@cellar/validation/commerce';
import { useCallback, useId, useMemo, useRef } from 'react';
import { CellInput, Form, SubmitButton, useAppForm } from '@/components/form';
import { type Column, DataTable } from '@/components/table/data-table';
import { toast } from '@/components/ui/toast';
import { useMatchProducts } from '@/features/market-place/api/match-products';
import {
  codeField,
  emptyMatchForm,
  type MatchForm,
  matchFieldOf,
  matchRequest,
  typedCodes,
} from '@/features/market-place/utils/match-form';
import { textColumn } from '@/features/market-place/utils/text-column';

export interface MatchProductsTableProps {
  id_proveedor: string;
  products: readonly ErpSupplierProduct[];
  bottles: readonly ErpMarketplaceBottle[];
  busy?: boolean;
  /** Names the draft of what is typed on this page (supplier, page and size). */
  draftKey: string;
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
 * "Match" sends every product with a code (@match-products-marketplace). A refused code, the rule's or the
 * server's, shows on its product's row; what is typed stays as a draft until matched.
 */
export function MatchProductsTable({
  id_proveedor,
  products,
  bottles,
  busy,
  draftKey,
}: MatchProductsTableProps) {
  const match = useMatchProducts();
  const listId = `match-codes-${useId()}`;
  const maxLength = matchCodeMaxLength(id_proveedor);
  // The products last sent: the server names a refused code by its index among them (`botellas.{i}`).
  const sent = useRef<readonly string[]>([]);
  const fieldOf = useCallback((path: string) => matchFieldOf(path, sent.current), []);
  const rule = useCallback(
    (values: MatchForm) => matchRequest(id_proveedor, products, values),
    [id_proveedor, products],
  );
  const empty = useMemo(() => emptyMatchForm(products), [products]);
  const { form, handleSubmit, draft } = useAppForm({
    defaultValues: empty,
    // Products that arrive later (a refetch) get their empty code; what was typed stays.
    values: empty,
    rule,
    fieldOf,
    draftKey,
    afterSave: 'defaults',
  });
  const typed = typedCodes(products, form.watch());

  const onSubmit = handleSubmit(
    async (body) => {
      sent.current = body.productos;
      await match.mutateAsync(body);
      toast.success(commerceMessages.success.matchCompleted);
    },
    { onError: () => toast.error(commerceMessages.marketplace.matchingError) },
  );

  const columns = useMemo<Column<ErpSupplierProduct>[]>(
    () => [
      textColumn('Supplier product', (product) => product.id_producto_proveedor, 'font-mono text-xs'),
      textColumn('Name', (product) => product.nombre),
      textColumn('Family', (product) => product.familia_producto),
      textColumn('Vintage', (product) => product.anyada ?? '', 'tabular-nums'),
      textColumn('Capacity', (product) => product.capacidad),
      textColumn('Price', (product) => product.pvp_proveedor, 'tabular-nums'),
      textColumn('Stock', (product) => product.stock, 'tabular-nums'),
      {
        id: 'code',
        header: 'Match code',
        cell: ({ row }) => (
          <CellInput<MatchForm>
            name={codeField(row.original.id_producto_proveedor)}
            label={`Match code for ${row.original.id_producto_proveedor}`}
            list={listId}
            maxLength={maxLength}
            className="min-w-40"
          />
        ),
      },
    ],
    [maxLength, listId],
  );

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      draft={draft}
      label="Match products"
      className="flex flex-col gap-3"
    >
      <datalist id={listId}>
        {codeOptions(id_proveedor, bottles).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </datalist>
      <DataTable
        label="Supplier products"
        columns={columns}
        rows={products}
        rowId={(product) => product.id_producto_proveedor}
        busy={busy}
        rowProps={() => ({ className: 'hover:bg-slate-50' })}
      />
      <div>
        <SubmitButton disabled={typed.length === 0}>Match</SubmitButton>
      </div>
    </Form>
  );
}
