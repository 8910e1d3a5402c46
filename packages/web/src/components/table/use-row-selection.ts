import { useCallback, useMemo, useState } from 'react';
import type { RowSelection } from './selection-checkboxes';

/**
 * The selection of the rows shown (a page): what is checked on another page, or has left the list since (a
 * published opinion), is no longer selected, so a bulk action only ever acts on rows the user sees checked.
 */
export function useRowSelection(ids: readonly string[]): RowSelection & { clear: () => void } {
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => new Set(ids.filter((id) => checked.has(id))), [ids, checked]);
  const clear = useCallback(() => setChecked(new Set()), []);
  return { selected, onChange: setChecked, clear };
}
