import type { Resource } from '@cellar/sdk';
import { PERMISSIONS } from '@cellar/validation';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { useAddableTypes } from '@/features/content/api/get-addable-types';
import { contentQueries } from '@/features/content/api/query-keys';
import { resourcePath } from '@/features/content/components/items/object-path';
import { OBJECT_PAGE_PERMISSIONS } from '@/features/content/config/tabs';
import { addLabelFor, type CreateFormKind, formKindFor } from './create-routing';
import type { CreateFormProps } from './fields';
import { BodegaForm } from './forms/bodega-form';
import { GenericForm } from './forms/generic-form';
import { HomeForm } from './forms/home-form';
import { LandingForm } from './forms/landing-form';
import { NewsletterForm } from './forms/newsletter-form';
import { PackForm } from './forms/pack-form';
import { ProductoForm } from './forms/producto-form';
import { TagForm } from './forms/tag-form';
import { ZonaGeoForm } from './forms/zona-geo-form';

const FORMS: Readonly<Record<CreateFormKind, ComponentType<CreateFormProps>>> = {
  bodega: BodegaForm,
  home: HomeForm,
  landing: LandingForm,
  producto: ProductoForm,
  pack: PackForm,
  newsletter: NewsletterForm,
  tag: TagForm,
  'zona-geo': ZonaGeoForm,
  generic: GenericForm,
};

/** The dialog's title: §2.12 names the pack form 'Add new Pack'. */
const dialogTitle = (kind: CreateFormKind, label: string) =>
  kind === 'pack' ? 'Add new Pack' : `Add ${label}`;

/**
 * The 'Add' dropdown of a folder (site-content-and-shell §2.3): its `@addable-types`, each opening the
 * creation form of that type. Shown only to users with ModifyContent on the folder.
 */
export function CreateMenu({ object }: { object: Resource }) {
  const path = resourcePath(object);
  // The object page asks @canido with the same list: one cached call (§7).
  const permissions = useQuery(contentQueries.canido(path, OBJECT_PAGE_PERMISSIONS));
  const mayModify = permissions.data?.[PERMISSIONS.ModifyContent] === true;
  const addable = useAddableTypes(path, mayModify && object.is_folderish);
  const [picked, setPicked] = useState<string>();

  if (!mayModify || !object.is_folderish || !addable.data || addable.data.length === 0) return null;
  const kind = picked === undefined ? undefined : formKindFor(picked, path);
  const Form = kind === undefined ? undefined : FORMS[kind];
  const close = () => setPicked(undefined);

  return (
    <>
      <DropdownMenu
        label="Add"
        variant="primary"
        align="end"
        items={addable.data.map((type) => ({
          label: addLabelFor(type, path),
          onSelect: () => setPicked(type),
        }))}
      />
      {picked !== undefined && kind !== undefined && Form ? (
        <Dialog
          open
          onOpenChange={(open) => !open && close()}
          title={dialogTitle(kind, addLabelFor(picked, path))}
        >
          <Form parentPath={path} type={picked} onDone={close} />
        </Dialog>
      ) : null}
    </>
  );
}
