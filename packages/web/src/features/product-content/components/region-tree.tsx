import type { Zona } from '@cellar/sdk';
import { parentPath } from '@cellar/validation';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput } from '@/components/form';
import { PICKER_LANGUAGE } from '@/components/pickers/grape-shares';
import { useZonas } from '@/components/pickers/list-pickers';
import type { ProductContentForm } from '@/features/product-content/utils/product-content-form';

const ROOT = '/zonas';
const parentOf = (path: string): string => parentPath(path).replace(/\/+$/, '');

const childrenOf = (zonas: readonly Zona[], parent: string) =>
  parent === ''
    ? []
    : zonas
        .filter((zona) => parentOf(zona.path) === parent)
        .map((zona) => ({ value: zona.path, label: zona.name || zona.path }))
        .sort((a, b) => a.label.localeCompare(b.label, 'es'));

/** The region (§2.13): a tree of three levels (país > región > D.O.) over the zones of /zonas/; the deepest wins. */
export function RegionTree() {
  const { setValue } = useFormContext<ProductContentForm>();
  const [pais, zona, denominacion] = useWatch<ProductContentForm, ['pais', 'zona', 'denominacion']>({
    name: ['pais', 'zona', 'denominacion'],
  });
  const zonas = useZonas(PICKER_LANGUAGE).data?.zonas ?? [];
  // A lower level that is no child of the level above (changed meanwhile) goes.
  useEffect(() => {
    if (zona !== '' && parentOf(zona) !== pais) setValue('zona', '', { shouldDirty: true });
  }, [pais, zona, setValue]);
  useEffect(() => {
    if (denominacion !== '' && parentOf(denominacion) !== zona)
      setValue('denominacion', '', { shouldDirty: true });
  }, [zona, denominacion, setValue]);
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      <SelectInput<ProductContentForm, string>
        name="pais"
        label="País"
        options={childrenOf(zonas, ROOT)}
        placeholder="No region"
      />
      <SelectInput<ProductContentForm, string>
        name="zona"
        label="Región"
        options={childrenOf(zonas, pais)}
        placeholder="-"
        disabled={pais === ''}
      />
      <SelectInput<ProductContentForm, string>
        name="denominacion"
        label="D.O."
        options={childrenOf(zonas, zona)}
        placeholder="-"
        disabled={zona === ''}
      />
    </div>
  );
}
