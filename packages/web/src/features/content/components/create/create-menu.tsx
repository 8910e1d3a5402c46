import type { Resource } from '@cellar/sdk';
import { PERMISSIONS } from '@cellar/validation';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useCreateObject } from '@/features/content/api/create-object';
import { useAddableTypes } from '@/features/content/api/get-addable-types';
import { resourcePath } from '@/features/content/components/items/object-path';
import { useCan } from '@/lib/can';
import { type CreateFormProps, type NewObject, useEditors } from '@/lib/editor-registry';
import { addLabelFor, type CreateFormKind, formKindFor, pathAfterCreate } from './create-routing';

/** Any type without a creation form of its own: the generic id and title form, loaded on demand too. */
const GenericForm = lazy(() => import('./forms/generic-form').then((m) => ({ default: m.GenericForm })));

/** The dialog's title: §2.12 names the pack form 'Add new Pack'. */
const dialogTitle = (kind: CreateFormKind, label: string) =>
  kind === 'pack' ? 'Add new Pack' : `Add ${label}`;

/**
 * The 'Add' dropdown of a folder (site-content-and-shell §2.3): its `@addable-types`, each opening the
 * creation form of that type (registered by the editors' features, else the generic one). Shown only to users
 * with ModifyContent on the folder. The browser creates the object, then goes to it.
 */
export function CreateMenu({ object }: { object: Resource }) {
  const path = resourcePath(object);
  // The object page's own @canido call answers it: one cached call (§7).
  const mayModify = useCan({ permission: PERMISSIONS.ModifyContent, on: path }).data === true;
  const addable = useAddableTypes(path, mayModify && object.is_folderish);
  const createObject = useCreateObject();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<string>();

  if (!mayModify || !object.is_folderish || !addable.data || addable.data.length === 0) return null;
  const kind = picked === undefined ? undefined : formKindFor(picked, path);
  const close = () => setPicked(undefined);

  const create = async (object: NewObject) => {
    const created = await createObject.mutateAsync(object);
    close();
    if (kind !== undefined)
      void navigate(paths.tree.getHref(pathAfterCreate(kind, object.parent, created['@name'])));
    return created;
  };

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
      {picked !== undefined && kind !== undefined ? (
        <Dialog
          open
          onOpenChange={(open) => !open && close()}
          title={dialogTitle(kind, addLabelFor(picked, path))}
        >
          <Suspense fallback={<Loading />}>
            <CreateForm kind={kind} parentPath={path} type={picked} create={create} onCancel={close} />
          </Suspense>
        </Dialog>
      ) : null}
    </>
  );
}

/** The creation form of a kind: the one its editors' feature registered, else the generic one. */
function CreateForm({ kind, ...props }: CreateFormProps & { kind: string }) {
  const Form = useEditors().createForms[kind] ?? GenericForm;
  return <Form {...props} />;
}
