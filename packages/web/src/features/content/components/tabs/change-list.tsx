import { type ChangeRow, formatValue } from '@/features/content/utils/audit-diff';

/** The changed values of an entry or of a restore's preview: field, old value struck out → new value. */
export function ChangeList({ rows }: { rows: readonly ChangeRow[] }) {
  return (
    <ul className="flex flex-col gap-0.5 font-mono text-xs">
      {rows.map((row) => (
        <li key={row.field} className="break-all">
          <span className="font-semibold text-slate-700">{row.field}</span>
          {': '}
          {row.hasOld ? (
            <>
              <del className="text-red-700">{formatValue(row.old)}</del>
              {' → '}
            </>
          ) : null}
          <ins className="text-green-800 no-underline">{formatValue(row.new)}</ins>
        </li>
      ))}
    </ul>
  );
}
