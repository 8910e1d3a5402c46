import { addEmblematicWinery, type ZoneEditorValues } from '@cellar/validation/site';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { FieldSet } from '@/components/form';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { toast } from '@/components/ui/toast';
import { regionQueries } from '@/features/site-editors/api/regions';

/**
 * The region's emblematic wineries (§2.11): the list (named by a lookup by id, 25 a batch), a remove button
 * each, and a lookup by name prefix (match_phrase_prefix, 25 suggestions) whose suggestions add a winery;
 * one already listed gives 'La bodega ya existe'.
 */
export function EmblematicWineries({ readOnly }: { readOnly: boolean }) {
  const { field } = useController<ZoneEditorValues, 'bodegas_emblematicas'>({ name: 'bodegas_emblematicas' });
  const ids: string[] = Array.isArray(field.value) ? field.value : [];
  const [prefix, setPrefix] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const names = useQuery(regionQueries.wineriesById(ids));
  const suggestions = useQuery(regionQueries.winerySearch(prefix));

  const add = (id: string) => {
    const added = addEmblematicWinery(ids, id);
    if (!added.ok) {
      const message = added.issues[0]?.message ?? '';
      setRefused(message);
      toast.error(message);
      return;
    }
    setRefused(null);
    field.onChange(added.value);
  };

  return (
    <FieldSet name="bodegas_emblematicas" legend="Emblematic wineries">
      <ul aria-label="Emblematic wineries" className="flex flex-col gap-1">
        {ids.map((id) => (
          <li
            key={id}
            className="flex items-center justify-between gap-3 rounded border border-slate-200 px-3 py-1.5"
          >
            <span className="text-sm">
              {names.data?.get(id)?.nombre ?? id} <span className="text-slate-500">({id})</span>
            </span>
            <Button
              variant="ghost"
              disabled={readOnly}
              onClick={() => field.onChange(ids.filter((other) => other !== id))}
            >
              Remove {id}
            </Button>
          </li>
        ))}
      </ul>
      {readOnly ? null : (
        <div className="flex flex-col gap-2">
          <SearchField label="Find a winery by name" value={prefix} onCommit={setPrefix} />
          {refused ? (
            <p role="alert" className="text-sm text-red-700">
              {refused}
            </p>
          ) : null}
          {suggestions.data && prefix !== '' ? (
            <ul aria-label="Wineries found" className="flex flex-wrap gap-2">
              {suggestions.data.length === 0 ? (
                <li className="text-sm text-slate-500">No winery found.</li>
              ) : null}
              {suggestions.data.map((winery) => (
                <li key={winery.id}>
                  <Button variant="secondary" onClick={() => add(winery.id)}>
                    Add {winery.nombre}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </FieldSet>
  );
}
