import type { ErpPriceComparatorEntry, ErpPriceComparatorRow } from '@cellar/sdk';
import type { Issue } from '@cellar/validation';
import { COUNTRY_NAMES, catalogueMessages, DELIVERY_COUNTRIES } from '@cellar/validation/catalogue';
import { commerceMessages, validatePriceComparatorUrl } from '@cellar/validation/commerce';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField, inputClass, SelectField } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { toast } from '@/components/ui/toast';
import { usePriceComparator } from '@/features/analytics/api/get-price-comparator';
import { useRemovePriceComparator } from '@/features/analytics/api/remove-price-comparator';
import { useUpdatePriceComparator } from '@/features/analytics/api/update-price-comparator';

const messages = commerceMessages.priceComparator;

/** The country the tab opens with: the main shop's. */
const DEFAULT_COUNTRY = 'es';

const rowKey = (row: ErpPriceComparatorRow) => `${row.group}\n${row.url}`;

/** The browser confirmation before updating or deleting selected URLs: it lists them (catalogue-editors §5). */
const confirmUrls = (action: string, rows: readonly ErpPriceComparatorRow[]) =>
  window.confirm(`${action} these URLs?\n\n${rows.map((row) => `${row.group}: ${row.url}`).join('\n')}`);

/**
 * "Price comparator" (commerce-operations §2 Analytics): the competitor URLs of every product group for the country
 * of `?country=`; add one, or update or delete the selected ones.
 */
export function PriceComparatorTab() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('country') ?? DEFAULT_COUNTRY;
  const country = (DELIVERY_COUNTRIES as readonly string[]).includes(requested) ? requested : DEFAULT_COUNTRY;
  const entries = usePriceComparator(country);

  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label="Country"
        className="w-64"
        value={country}
        options={DELIVERY_COUNTRIES.map((code) => ({
          value: code,
          label: `${COUNTRY_NAMES[code]} (${code})`,
        }))}
        onValueChange={(next) => {
          const search = new URLSearchParams(params);
          search.set('country', next);
          setParams(search);
        }}
      />
      <AddUrlForm key={`add-${country}`} country={country} />
      {entries.isLoading ? <Loading /> : null}
      {entries.error ? (
        <p role="alert" className="text-sm text-rose-700">
          {entries.error.message}
        </p>
      ) : null}
      {entries.data ? <UrlTable key={`table-${country}`} country={country} entries={entries.data} /> : null}
    </div>
  );
}

function AddUrlForm({ country }: { country: string }) {
  const [open, setOpen] = useState(false);
  const [group, setGroup] = useState('');
  const [url, setUrl] = useState('');
  const [issues, setIssues] = useState<Issue[]>([]);
  const update = useUpdatePriceComparator();

  if (!open)
    return (
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          + Add URL
        </Button>
      </div>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validatePriceComparatorUrl({ group, url });
    if (!checked.ok) {
      setIssues(checked.issues);
      return;
    }
    setIssues([]);
    update.mutate(
      { country, rows: [checked.value] },
      {
        onSuccess: ({ ok }) => {
          if (ok > 0) {
            toast.success(messages.added(ok));
            setGroup('');
            setUrl('');
            setOpen(false);
          } else toast.error(messages.addFailed);
        },
        onError: () => toast.error(messages.addFailed),
      },
    );
  };
  const errorsFor = (path: string) =>
    issues.filter((issue) => issue.path === path).map((issue) => issue.message);

  return (
    <form
      aria-label="Add URL"
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-start gap-3 rounded border border-slate-200 p-3"
    >
      <FormField label="Group" errors={errorsFor('group')} className="w-64">
        {(ids) => (
          <input
            {...ids}
            name="group"
            value={group}
            onChange={(event) => setGroup(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="URL" errors={errorsFor('url')} className="min-w-80 flex-1">
        {(ids) => (
          <input
            {...ids}
            type="url"
            name="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <div className="flex gap-2 pt-6">
        <Button type="submit" disabled={update.isPending}>
          Add
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function UrlTable({ country, entries }: { country: string; entries: readonly ErpPriceComparatorEntry[] }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [edited, setEdited] = useState<Record<string, string>>({});
  const update = useUpdatePriceComparator();
  const remove = useRemovePriceComparator();
  const chosen = entries.filter((entry) => selected.has(rowKey(entry)));

  const toggle = (key: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(key);
      else next.delete(key);
      return next;
    });

  const updateSelected = () => {
    const rows = chosen.map((entry) => ({
      group: entry.group,
      url: (edited[rowKey(entry)] ?? entry.url).trim(),
    }));
    const invalid = rows.map((row) => validatePriceComparatorUrl(row)).find((result) => !result.ok);
    if (invalid && !invalid.ok) {
      toast.error(invalid.issues.map((issue) => issue.message).join('\n'));
      return;
    }
    if (!confirmUrls('Update', rows)) return;
    update.mutate(
      { country, rows },
      {
        onSuccess: ({ ok, ko }) => {
          if (ok > 0) toast.success(messages.updated(ok));
          if (ko > 0) toast.error(messages.updateErrors(ko));
          setSelected(new Set());
          setEdited({});
        },
        onError: () => toast.error(messages.updateFailed),
      },
    );
  };

  const deleteSelected = () => {
    const rows = chosen.map(({ group, url }) => ({ group, url }));
    if (!confirmUrls('Delete', rows)) return;
    remove.mutate(rows, {
      onSuccess: () => {
        toast.success(catalogueMessages.priceComparator.dataUpdated);
        setSelected(new Set());
      },
      onError: (error) => toast.error(messages.removeFailed(error.message)),
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          disabled={chosen.length === 0 || update.isPending}
          onClick={updateSelected}
        >
          Update selected
        </Button>
        <Button
          variant="secondary"
          disabled={chosen.length === 0 || remove.isPending}
          onClick={deleteSelected}
        >
          Delete selected
        </Button>
        <span className="text-sm text-slate-600">{entries.length} URLs</span>
      </div>
      <div className="overflow-x-auto rounded border border-slate-200">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="w-10 px-3 py-2">
                <span className="sr-only">Selected</span>
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Group
              </th>
              <th scope="col" className="w-3/5 px-3 py-2 font-semibold">
                URL
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {entries.map((entry) => {
              const key = rowKey(entry);
              return (
                <tr key={key} className={selected.has(key) ? 'bg-sky-50' : 'hover:bg-slate-50'}>
                  <td className="px-3 py-1.5">
                    <input
                      type="checkbox"
                      aria-label={`Select ${entry.group} ${entry.url}`}
                      checked={selected.has(key)}
                      onChange={(event) => toggle(key, event.target.checked)}
                    />
                  </td>
                  <td className="px-3 py-1.5">{entry.group}</td>
                  <td className="px-3 py-1.5">
                    <input
                      type="url"
                      aria-label={`URL of ${entry.group}`}
                      value={edited[key] ?? entry.url}
                      onChange={(event) => {
                        setEdited((current) => ({ ...current, [key]: event.target.value }));
                        toggle(key, true);
                      }}
                      className={inputClass}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
