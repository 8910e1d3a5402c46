import type { ErpPriceComparatorEntry } from '@cellar/sdk';
import { catalogueMessages } from '@cellar/validation/catalogue';
import { commerceMessages, validatePriceComparatorUrl } from '@cellar/validation/commerce';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  CellInput,
  Form,
  fieldKey,
  fieldsNamed,
  SubmitButton,
  TextInput,
  useAppForm,
} from '@/components/form';
import { DeliveryCountrySelect } from '@/components/price-comparator/delivery-country-select';
import { priceComparatorKeys } from '@/components/price-comparator/query-keys';
import { useRemovePriceComparator } from '@/components/price-comparator/remove-price-comparator';
import { ReplacedUrlNote } from '@/components/price-comparator/replaced-url-note';
import { useUpdatePriceComparator } from '@/components/price-comparator/update-price-comparator';
import { urlsConfirmation } from '@/components/price-comparator/urls-confirmation';
import { PagedQueryView } from '@/components/query/paged-query-view';
import { type Column, DataTable } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useConfirm } from '@/components/ui/use-confirm';
import { usePriceComparator } from '@/features/analytics/api/get-price-comparator';
import { priceComparatorUrl } from '@/features/analytics/utils/analytics-url';
import {
  DEFAULT_COUNTRY,
  PRICE_COMPARATOR_PAGE_SIZE,
  pageOfGroup,
  type UrlsForm,
  urlField,
  urlsFormOf,
  urlUpdates,
} from '@/features/analytics/utils/price-comparator-form';
import { useUrlState } from '@/lib/url-state';

const messages = commerceMessages.priceComparator;

/**
 * "Price comparator" (commerce-operations §2 Analytics): the competitor URLs of every product group for the country
 * of `?country=`, paged by `?page=`; add one, or update or delete the selected ones.
 */
export function PriceComparatorTab() {
  const { view, set, correct, hrefFor } = useUrlState(priceComparatorUrl);
  const country = view.country || DEFAULT_COUNTRY;
  const entries = usePriceComparator(country);
  const queryClient = useQueryClient();
  const goToPage = useCallback((page: number) => correct({ page }), [correct]);
  // A URL just added shows on its page (the list is sorted by group, so it may be another one).
  const showGroup = useCallback(
    (group: string) => {
      const fresh = queryClient.getQueryData<ErpPriceComparatorEntry[]>(priceComparatorKeys.country(country));
      const page = pageOfGroup(fresh ?? [], group);
      if (page !== null) set({ page });
    },
    [queryClient, country, set],
  );

  return (
    <div className="flex flex-col gap-4">
      <DeliveryCountrySelect value={country} onValueChange={(next) => set({ country: next })} />
      <AddUrlForm key={`add-${country}`} country={country} onAdded={showGroup} />
      <PagedQueryView
        query={entries}
        page={view.page}
        paging={(list) => ({ total: list.length, pageSize: PRICE_COMPARATOR_PAGE_SIZE })}
        goTo={goToPage}
        hrefFor={(page) => hrefFor({ page })}
        pagers={{ bottom: 'Price comparator pages' }}
      >
        {(list) => (
          <UrlTable
            key={`table-${country}`}
            country={country}
            entries={list}
            page={view.page}
            goToPage={(page) => set({ page })}
            busy={entries.isFetching}
          />
        )}
      </PagedQueryView>
    </div>
  );
}

interface AddUrl {
  group: string;
  url: string;
}

// The server names the one row it was sent by its index (`data.0.group`: a group the catalogue does not have).
const addFieldOf = fieldsNamed(['group', 'url'], { 'data.group': 'group', 'data.url': 'url' });
const NEW_URL: AddUrl = { group: '', url: '' };

/**
 * '+ Add URL': a group and its URL for the country; what is typed stays as a draft until added. A group that has a URL
 * in the country has it replaced: the form says which.
 */
function AddUrlForm({ country, onAdded }: { country: string; onAdded: (group: string) => void }) {
  const [open, setOpen] = useState(false);
  const update = useUpdatePriceComparator();
  const stored = usePriceComparator(country);
  const { form, handleSubmit, draft, setAside } = useAppForm({
    defaultValues: NEW_URL,
    rule: validatePriceComparatorUrl,
    fieldOf: addFieldOf,
    draftKey: `price-comparator:${country}:new`,
    afterSave: 'defaults',
  });

  if (!open)
    return (
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          + Add URL
        </Button>
      </div>
    );

  const close = () => {
    setAside();
    setOpen(false);
  };
  const onSubmit = handleSubmit(
    async (row) => {
      const answer = await update.mutateAsync({ country, rows: [row] });
      if (answer.ok === 0) throw new Error(answer.errors[0]?.message ?? messages.addFailed);
      toast.success(messages.added(answer.ok));
      setOpen(false);
      onAdded(row.group);
    },
    { onError: () => toast.error(messages.addFailed) },
  );

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      draft={draft}
      label="Add URL"
      className="flex flex-col gap-3 rounded border border-slate-200 p-3"
    >
      <div className="flex flex-wrap items-start gap-3">
        <TextInput<AddUrl> name="group" label="Group" className="w-64" />
        <TextInput<AddUrl> name="url" label="URL" type="url" className="min-w-80 flex-1" />
        <div className="flex gap-2 pt-6">
          <SubmitButton>Add</SubmitButton>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
        </div>
      </div>
      <ReplacedGroupUrl entries={stored.data} />
    </Form>
  );
}

/** The URL the group typed in '+ Add URL' has in the country (the group as the server keys it: trimmed). */
function ReplacedGroupUrl({ entries }: { entries: readonly ErpPriceComparatorEntry[] | undefined }) {
  const group = useWatch<AddUrl, 'group'>({ name: 'group' }).trim();
  return <ReplacedUrlNote url={entries?.find((entry) => entry.group === group)?.url} />;
}

const COLUMNS: Column<ErpPriceComparatorEntry>[] = [
  { id: 'group', header: 'Group', cell: ({ row }) => row.original.group },
  {
    id: 'url',
    header: 'URL',
    cell: ({ row }) => (
      <CellInput<UrlsForm>
        name={urlField(row.original.group)}
        label={`URL of ${row.original.group}`}
        type="url"
      />
    ),
    meta: { headerClassName: 'w-3/5' },
  },
];

/** The confirmation was refused: nothing was sent, what was typed stays. */
class NotConfirmed extends Error {}

const onlyUrlFields = (path: string) => (path.startsWith('urls.') ? path : null);

/**
 * The country's URLs, a page at a time: each editable in place (an edited row is selected), 'Update selected'
 * saves the selected rows' URLs and 'Delete selected' deletes them, each after the confirmation listing them. A
 * refused URL shows under it; edits stay as a draft until saved.
 */
function UrlTable({
  country,
  entries,
  page,
  goToPage,
  busy,
}: {
  country: string;
  entries: readonly ErpPriceComparatorEntry[];
  page: number;
  goToPage: (page: number) => void;
  busy: boolean;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const update = useUpdatePriceComparator();
  const remove = useRemovePriceComparator();
  const { confirm, confirmDialog } = useConfirm();
  const chosen = useMemo(() => entries.filter((entry) => selected.has(entry.group)), [entries, selected]);
  const rule = useCallback(
    (values: UrlsForm) =>
      urlUpdates(
        chosen.map((entry) => entry.group),
        values,
      ),
    [chosen],
  );
  const stored = useMemo(() => urlsFormOf(entries), [entries]);
  const { form, handleSubmit, draft } = useAppForm({
    defaultValues: stored,
    // A refetch (after a save, a delete) brings the stored URLs; a URL being edited stays as typed.
    values: stored,
    rule,
    fieldOf: onlyUrlFields,
    draftKey: `price-comparator:${country}`,
  });

  // A row whose URL is edited (typed, or a draft restored) is selected, so 'Update selected' saves it.
  const dirtyUrls = (form.formState.dirtyFields as { urls?: Record<string, boolean> }).urls ?? {};
  const dirtyKeys = Object.keys(dirtyUrls)
    .filter((key) => dirtyUrls[key])
    .sort()
    .join('\n');
  useEffect(() => {
    if (dirtyKeys === '') return;
    const keys = new Set(dirtyKeys.split('\n'));
    const edited = entries.filter((entry) => keys.has(fieldKey(entry.group))).map((entry) => entry.group);
    setSelected((current) =>
      edited.every((group) => current.has(group)) ? current : new Set([...current, ...edited]),
    );
  }, [dirtyKeys, entries]);

  const onUpdate = handleSubmit(
    async (rows) => {
      if (rows.length === 0) return;
      if (!(await confirm(urlsConfirmation('Update', rows)))) throw new NotConfirmed();
      const { ok, ko } = await update.mutateAsync({ country, rows });
      if (ok > 0) toast.success(messages.updated(ok));
      if (ko > 0) toast.error(messages.updateErrors(ko));
      setSelected(new Set());
    },
    {
      onError: (error) => {
        if (!(error instanceof NotConfirmed)) toast.error(messages.updateFailed);
      },
      // A refused URL on another page: show the first one's page, where its message is.
      onInvalid: () => {
        const refused = chosen.find((entry) => form.getFieldState(urlField(entry.group)).invalid);
        const at = refused ? pageOfGroup(entries, refused.group) : null;
        if (at !== null && at !== page) goToPage(at);
      },
    },
  );

  const deleteSelected = async () => {
    const rows = chosen.map(({ group, url }) => ({ group, url }));
    if (!(await confirm(urlsConfirmation('Delete', rows)))) return;
    remove.mutate(rows, {
      onSuccess: () => {
        toast.success(catalogueMessages.priceComparator.dataUpdated);
        // Their fields go with them, edits included.
        for (const row of rows) form.unregister(urlField(row.group));
        setSelected(new Set());
      },
      onError: (error) => toast.error(messages.removeFailed(error.message)),
    });
  };

  const start = page * PRICE_COMPARATOR_PAGE_SIZE;
  return (
    <Form
      form={form}
      onSubmit={onUpdate}
      draft={draft}
      label="Competitor URLs"
      className="flex flex-col gap-3"
    >
      <div className="flex items-center gap-2">
        <SubmitButton disabled={chosen.length === 0}>Update selected</SubmitButton>
        <Button
          variant="secondary"
          disabled={chosen.length === 0 || remove.isPending}
          onClick={() => void deleteSelected()}
        >
          Delete selected
        </Button>
        {chosen.length > 0 ? <span className="text-sm text-slate-600">{chosen.length} selected</span> : null}
      </div>
      <DataTable
        label="Competitor URLs"
        columns={COLUMNS}
        rows={entries.slice(start, start + PRICE_COMPARATOR_PAGE_SIZE)}
        rowId={(entry) => entry.group}
        selection={{
          selected,
          onChange: setSelected,
          rowLabel: (entry) => `Select ${entry.group} ${entry.url}`,
        }}
        busy={busy}
        empty="No URLs for this country."
      />
      {confirmDialog}
    </Form>
  );
}
