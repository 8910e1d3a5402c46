import { normalisePath, type SearchItem } from '@cellar/sdk';
import { formatInMadrid } from '@cellar/validation';
import { type Column, DataTable } from '@/components/table/data-table';
import { PreloadLink } from '@/components/ui/preload-link';
import { paths } from '@/config/paths';

export interface ItemsTableProps {
  items: readonly SearchItem[];
  /** Paths of the checked items. */
  selected: ReadonlySet<string>;
  /** Without it (no bulk action the user may run) the rows have no checkboxes. */
  onSelectedChange?: ((selected: ReadonlySet<string>) => void) | undefined;
  /** A new page is loading: the rows shown are the previous ones. */
  busy?: boolean;
}

/** What a listed item is called: its title, else its id. */
export const itemLabel = (item: Pick<SearchItem, 'title' | '@name'>): string => item.title || item['@name'];

/** Modification dates in Madrid time, as the staff read them. */
export function formatModified(date: string | undefined): string {
  if (!date) return '';
  const instant = new Date(date);
  return Number.isNaN(instant.getTime()) ? date : formatInMadrid(instant, 'dd/MM/yyyy HH:mm');
}

const COLUMNS: Column<SearchItem>[] = [
  {
    id: 'type',
    header: 'Type',
    cell: ({ row }) => row.original.type_name,
    meta: { className: 'whitespace-nowrap text-slate-600' },
  },
  {
    id: 'title',
    header: 'Id / Title',
    cell: ({ row }) => {
      const item = row.original;
      const title = itemLabel(item);
      return (
        <>
          <PreloadLink
            to={paths.tree.getHref(normalisePath(item.path))}
            className="font-medium text-sky-800 hover:underline"
          >
            {title}
          </PreloadLink>
          {title !== item['@name'] ? (
            <span className="ml-2 font-mono text-xs text-slate-500">{item['@name']}</span>
          ) : null}
        </>
      );
    },
  },
  {
    id: 'modified',
    header: 'Modification date',
    cell: ({ row }) => formatModified(row.original.modification_date),
    meta: { className: 'whitespace-nowrap text-slate-600' },
  },
];

/** Columns type, id/title (a link to the child) and modification date, each row with its checkbox (if any). */
export function ItemsTable({ items, selected, onSelectedChange, busy }: ItemsTableProps) {
  return (
    <DataTable
      label="Items"
      columns={COLUMNS}
      rows={items}
      rowId={(item) => item.path}
      selection={
        onSelectedChange
          ? { selected, onChange: onSelectedChange, rowLabel: (item) => `Select ${itemLabel(item)}` }
          : undefined
      }
      busy={busy}
      rowProps={() => ({ className: 'hover:bg-slate-50' })}
    />
  );
}
