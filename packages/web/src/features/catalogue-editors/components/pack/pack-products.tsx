import type { ProductReference } from '@cellar/sdk';
import { applyRowGift, type PackEditorRow, type PackEditorValues } from '@cellar/validation/catalogue';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  CellInput,
  FieldSet,
  ProductLine,
  ProductReferencePicker,
  ProductThumbnail,
  useFieldMessages,
  useProductRows,
} from '@/components/form';
import { type Column, DataTable } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import { FieldMessages } from '@/components/ui/form-field';

interface RowView {
  index: number;
  row: PackEditorRow;
  /** What `@prod-by-referencia` names for the key: undefined while unknown, null when nothing matches. */
  found: ProductReference | null | undefined;
}

const NOT_FOUND = 'Not found in the catalogue';
const rowName = (view: Pick<RowView, 'index' | 'row'>) => view.row.referencia || `row ${view.index + 1}`;

/**
 * The pack's products (`contenido_del_pack`, catalogue-editors §3): each row a reference (or group#capacity) found
 * by the product search, its quantity (at least 1) and whether it is a gift; rows are added and removed here and
 * keep their table order (`orden`) when saved.
 */
export function PackProducts({ readOnly }: { readOnly: boolean }) {
  // Rows are added and removed through the form's value (as the Product tab's grapes; no useFieldArray).
  const { getValues, setValue } = useFormContext<PackEditorValues>();
  const rows = useWatch<PackEditorValues, 'rows'>({ name: 'rows' }) ?? [];
  const found = useProductRows(rows.map((row) => row.referencia)).data ?? {};
  const views: RowView[] = rows.map((row, index) => ({
    index,
    row,
    found: row.referencia === '' ? undefined : found[row.referencia],
  }));

  const change = (next: PackEditorRow[]) => setValue('rows', next, { shouldDirty: true });
  const remove = (index: number) => change(getValues('rows').filter((_, at) => at !== index));
  const append = () => change([...getValues('rows'), { referencia: '', cantidad: '1', regalo: false }]);
  const choose = (index: number, reference: ProductReference) =>
    setValue(`rows.${index}.referencia`, reference.referencia, { shouldDirty: true, shouldValidate: false });
  // A list pasted into a new row: the first product there, one new row for each of the others.
  const chooseList = (index: number, references: readonly ProductReference[]) => {
    const [first, ...others] = references;
    if (!first) return;
    const current = getValues('rows');
    change([
      ...current.map((row, at) => (at === index ? { ...row, referencia: first.referencia } : row)),
      ...others.map((reference) => ({ referencia: reference.referencia, cantidad: '1', regalo: false })),
    ]);
  };
  const setGift = (index: number, regalo: boolean) => {
    const next = applyRowGift(getValues(), index, regalo);
    setValue(`rows.${index}.regalo`, regalo, { shouldDirty: true });
    setValue('discountPercent', next.discountPercent, { shouldDirty: true });
  };
  const chosen = new Set(rows.map((row) => row.referencia));

  const columns: Column<RowView>[] = [
    {
      id: 'product',
      header: 'Product',
      cell: ({ row }) => (
        <ProductCell
          view={row.original}
          readOnly={readOnly}
          chosen={chosen}
          onChoose={choose}
          onChooseList={chooseList}
        />
      ),
    },
    {
      id: 'cantidad',
      header: 'Quantity',
      cell: ({ row }) => (
        <CellInput<PackEditorValues>
          name={`rows.${row.original.index}.cantidad`}
          label={`Quantity of ${rowName(row.original)}`}
          type="number"
          min={1}
          step={1}
          className="w-24"
        />
      ),
    },
    {
      id: 'regalo',
      header: 'Gift',
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={`Gift: ${rowName(row.original)}`}
          checked={row.original.row.regalo}
          disabled={readOnly}
          onChange={(event) => setGift(row.original.index, event.target.checked)}
        />
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      meta: { srOnlyHeader: true },
      cell: ({ row }) => (
        <Button variant="ghost" disabled={readOnly} onClick={() => remove(row.original.index)}>
          {`Remove ${rowName(row.original)}`}
        </Button>
      ),
    },
  ];

  return (
    <FieldSet name="rows" legend="Pack products">
      <DataTable
        label="Pack products"
        columns={columns}
        rows={views}
        rowId={(view) => String(view.index)}
        empty="This pack has no products."
      />
      <div>
        <Button variant="secondary" disabled={readOnly} onClick={append}>
          Add product
        </Button>
      </div>
    </FieldSet>
  );
}

/** A row's product: the reference and what it names, or, for a new row, the product search. */
function ProductCell({
  view,
  readOnly,
  chosen,
  onChoose,
  onChooseList,
}: {
  view: RowView;
  readOnly: boolean;
  chosen: ReadonlySet<string>;
  onChoose: (index: number, reference: ProductReference) => void;
  onChooseList: (index: number, references: readonly ProductReference[]) => void;
}) {
  const errors = useFieldMessages(`rows.${view.index}.referencia`);
  const messagesId = useId();
  return (
    <div className="flex min-w-64 flex-col gap-0.5">
      {view.row.referencia === '' ? (
        <ProductReferencePicker
          label={`Product of row ${view.index + 1}`}
          hideLabel
          disabled={readOnly}
          exclude={chosen}
          onPick={(reference) => onChoose(view.index, reference)}
          onPickList={(references) => onChooseList(view.index, references)}
        />
      ) : view.found ? (
        <span className="text-sm">
          <ProductLine reference={view.found} />
        </span>
      ) : (
        <span className="flex items-center gap-2 text-sm">
          <ProductThumbnail reference={null} />
          <span className="font-mono text-slate-900">{view.row.referencia}</span>
          <span className="text-slate-600">{view.found === null ? NOT_FOUND : ''}</span>
        </span>
      )}
      {errors.length > 0 ? <FieldMessages id={messagesId} errors={errors} /> : null}
    </div>
  );
}
