import type { ErpCompetitorPrice, ErpPriceComparatorEntry } from '@cellar/sdk';
import { formatMoney } from '@cellar/validation';
import {
  type CompetitorUrlRow,
  catalogueMessages,
  formatCompetitorDate,
  validateCompetitorUrl,
} from '@cellar/validation/catalogue';
import { useCallback, useMemo, useState } from 'react';
import { FormDrawer, fieldsNamed, TextInput, useAppForm } from '@/components/form';
import { DeliveryCountrySelect } from '@/components/price-comparator/delivery-country-select';
import { useRemovePriceComparator } from '@/components/price-comparator/remove-price-comparator';
import { ReplacedUrlNote } from '@/components/price-comparator/replaced-url-note';
import { useUpdatePriceComparator } from '@/components/price-comparator/update-price-comparator';
import { urlsConfirmation } from '@/components/price-comparator/urls-confirmation';
import { PagedQueryView } from '@/components/query/paged-query-view';
import { type Column, DataTable } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { PageStepLink, type PaginationProps } from '@/components/ui/pagination';
import { toast } from '@/components/ui/toast';
import { useConfirm } from '@/components/ui/use-confirm';
import { usePriceComparison } from '@/features/catalogue-editors/api/get-price-comparison';
import {
  COMPARISON_PAGE_SIZE,
  comparisonPage,
  comparisonTotal,
  productGroupsOf,
  productPriceComparatorUrl,
} from '@/features/catalogue-editors/utils/price-comparator-url';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { errorMessage } from '@/lib/error-message';
import { useUrlState } from '@/lib/url-state';

const messages = catalogueMessages.priceComparator;
const yesNo = catalogueMessages.options;

/**
 * The product's Price comparator tab (catalogue-editors §2, §5, §8, §9): in the country of `?country=`, the competitor
 * URL of the product's group and the comparison of competitor offers, 25 a page (`?page=`), in stock first, then by
 * ranking. It writes ERP data, not the object: it holds no form of the object, so it takes no editing lock (the
 * content page leaves it out of the locking tabs); without ModifyContent the page shows the §5 message instead.
 */
export function PriceComparatorTab({ object }: ObjectTabProps) {
  const name = object['@name'];
  const groups = useMemo(() => productGroupsOf({ '@name': name }), [name]);
  const { view, set, correct, hrefFor } = useUrlState(productPriceComparatorUrl);
  const { country } = view;
  const comparison = usePriceComparison(country, groups);
  const goToPage = useCallback((page: number) => correct({ page }), [correct]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const update = useUpdatePriceComparator();
  const remove = useRemovePriceComparator();
  const { confirm, confirmDialog } = useConfirm();

  const entries = comparison.data ?? [];
  const group = groups[0] ?? name;
  const chosen: CompetitorUrlRow[] = entries
    .filter((entry) => selected.has(entry.group))
    .map(({ group, url }) => ({ group, url }));

  const changeCountry = (next: typeof country) => {
    setSelected(new Set());
    set({ country: next });
  };

  const updateSelected = async () => {
    if (!(await confirm(urlsConfirmation('Update', chosen)))) return;
    update.mutate(
      { country, rows: chosen },
      {
        onSuccess: (answer) => {
          if (answer.ko > 0) toast.error(messages.updateError(answer.errors[0]?.message ?? ''));
          else toast.success(messages.updated);
          setSelected(new Set());
        },
        onError: (error) => toast.error(messages.updateError(errorMessage(error))),
      },
    );
  };

  const deleteSelected = async () => {
    if (!(await confirm(urlsConfirmation('Delete', chosen)))) return;
    remove.mutate(chosen, {
      onSuccess: () => {
        toast.success(messages.dataUpdated);
        setSelected(new Set());
      },
      onError: (error) => toast.error(messages.removeError(errorMessage(error))),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <DeliveryCountrySelect value={country} onValueChange={changeCountry} />
        <Button variant="secondary" onClick={() => setAdding(true)}>
          + Add URL
        </Button>
        <Button disabled={chosen.length === 0 || update.isPending} onClick={() => void updateSelected()}>
          Update selected
        </Button>
        <Button
          variant="secondary"
          disabled={chosen.length === 0 || remove.isPending}
          onClick={() => void deleteSelected()}
        >
          Delete selected
        </Button>
      </div>
      <AddUrlDrawer
        key={`add-${country}`}
        open={adding}
        onOpenChange={setAdding}
        country={country}
        group={group}
        replaces={entries.find((entry) => entry.group === group)?.url}
      />
      {confirmDialog}
      <PagedQueryView
        query={comparison}
        page={view.page}
        paging={(list) => ({ total: comparisonTotal(list), pageSize: COMPARISON_PAGE_SIZE })}
        goTo={goToPage}
        hrefFor={(page) => hrefFor({ page })}
        pagers={{ bottom: 'Comparison pages' }}
        renderPager={(props) => <PrevNextPager {...props} />}
      >
        {(list) => (
          <div className="flex flex-col gap-4">
            <DataTable
              label="Competitor URLs"
              columns={URL_COLUMNS}
              rows={list}
              rowId={(entry) => entry.group}
              selection={{
                selected,
                onChange: setSelected,
                rowLabel: (entry) => `Select ${entry.url}`,
              }}
              busy={comparison.isFetching}
              empty="No competitor URL in this country."
            />
            {list.map((entry) => (
              <DataTable
                key={entry.group}
                label={`Comparison of ${entry.group}`}
                columns={COMPARISON_COLUMNS}
                rows={comparisonPage(entry.comparison, view.page)}
                rowId={(row) => row.url}
                busy={comparison.isFetching}
                rowProps={(row) => ({ 'data-in-stock': String(row.in_stock) })}
                empty="No competitor prices."
              />
            ))}
          </div>
        )}
      </PagedQueryView>
    </div>
  );
}

const URL_COLUMNS: Column<ErpPriceComparatorEntry>[] = [
  { id: 'group', header: 'Group', cell: ({ row }) => row.original.group },
  {
    id: 'url',
    header: 'URL',
    cell: ({ row }) => <UrlLink url={row.original.url} />,
  },
];

const COMPARISON_COLUMNS: Column<ErpCompetitorPrice>[] = [
  { id: 'url', header: 'URL', cell: ({ row }) => <UrlLink url={row.original.url} /> },
  {
    id: 'price',
    header: 'Price',
    cell: ({ row }) => formatMoney(row.original.price, row.original.currency),
    meta: { className: 'text-right tabular-nums whitespace-nowrap' },
  },
  {
    id: 'date',
    header: 'Date',
    cell: ({ row }) => formatCompetitorDate(row.original.date),
    meta: { className: 'whitespace-nowrap' },
  },
  { id: 'anyada', header: 'Vintage', cell: ({ row }) => row.original.anyada ?? '' },
  { id: 'capacity', header: 'Capacity', cell: ({ row }) => row.original.capacity },
  { id: 'id_producto', header: 'Reference', cell: ({ row }) => row.original.id_producto },
  { id: 'in_stock', header: 'In stock', cell: ({ row }) => (row.original.in_stock ? yesNo.yes : yesNo.no) },
  { id: 'ranking', header: 'Ranking', cell: ({ row }) => row.original.ranking ?? '' },
];

/** A competitor's URL, written out whole. */
function UrlLink({ url }: { url: string }) {
  return (
    <ExternalLink href={url} className="break-all">
      {url}
    </ExternalLink>
  );
}

/** The comparison's page navigation as §2 words it: 'Prev page' / 'Next page'. */
function PrevNextPager({ label, page, pageSize, total, hrefFor }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="flex items-center gap-2">
      <PageStepLink to={page > 0 ? hrefFor(page - 1) : undefined} label="Prev page">
        Prev page
      </PageStepLink>
      <span className="text-sm text-slate-600">
        Page {page + 1} of {pageCount}
      </span>
      <PageStepLink to={page < pageCount - 1 ? hrefFor(page + 1) : undefined} label="Next page">
        Next page
      </PageStepLink>
    </nav>
  );
}

interface AddUrlForm {
  url: string;
}

const addFieldOf = fieldsNamed(['url']);
const NEW_URL: AddUrlForm = { url: '' };

/**
 * '+ Add URL' (§5): the URL, required ('Please input the URL'), for the product's group in the country; it says which
 * URL it replaces when the group has one there.
 */
function AddUrlDrawer({
  open,
  onOpenChange,
  country,
  group,
  replaces,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  country: string;
  group: string;
  /** The group's URL in the country, which adding replaces. */
  replaces: string | undefined;
}) {
  const update = useUpdatePriceComparator();
  const { form, handleSubmit, draft, setAside } = useAppForm({
    defaultValues: NEW_URL,
    rule: (values: AddUrlForm) => validateCompetitorUrl(values.url),
    fieldOf: addFieldOf,
    draftKey: `price-comparator:${group}:${country}:new`,
    afterSave: 'defaults',
  });
  const onSubmit = handleSubmit(
    async (url) => {
      const answer = await update.mutateAsync({ country, rows: [{ group, url }] });
      if (answer.ko > 0) throw new Error(answer.errors[0]?.message ?? '');
      toast.success(messages.updated);
      onOpenChange(false);
    },
    { onError: (error) => toast.error(messages.addError(errorMessage(error))) },
  );
  return (
    <FormDrawer
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setAside();
      }}
      title="Add URL"
      form={form}
      onSubmit={onSubmit}
      draft={draft}
      submitLabel="Add"
    >
      <TextInput<AddUrlForm> name="url" label="URL" type="url" />
      <ReplacedUrlNote url={replaces} />
    </FormDrawer>
  );
}
