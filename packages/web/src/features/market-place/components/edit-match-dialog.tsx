import type { ErpMatch } from '@cellar/sdk';
import { commerceMessages, matchCodeMaxLength } from '@cellar/validation/commerce';
import { useCallback } from 'react';
import { CheckboxInput, FormDialog, fieldsNamed, TextInput, useAppForm } from '@/components/form';
import { toast } from '@/components/ui/toast';
import { useEditMatch } from '@/features/market-place/api/edit-match';
import { type EditMatchForm, editMatchInput } from '@/features/market-place/utils/match-form';

/** The rule's path (`id_producto`) and the server's (`data.id_producto_new`) under the dialog's fields. */
const fieldOf = fieldsNamed(['id_producto_new', 'excluir_venta'], {
  id_producto: 'id_producto_new',
  'data.id_producto_new': 'id_producto_new',
  'data.excluir_venta': 'excluir_venta',
});

/**
 * Edits a match: its catalogue code (id_producto_new) and excluir_venta (@edit-product-with-match). A refused code,
 * the rule's or the server's, shows under the field; closed without saving, what was typed stays as a draft.
 */
export function EditMatchDialog({ match, onClose }: { match: ErpMatch; onClose: () => void }) {
  const edit = useEditMatch();
  const rule = useCallback(
    (values: EditMatchForm) => editMatchInput(match.id_proveedor, values),
    [match.id_proveedor],
  );
  const { form, handleSubmit, draft, setAside } = useAppForm({
    defaultValues: { id_producto_new: match.id_producto, excluir_venta: match.excluir_venta },
    rule,
    fieldOf,
    draftKey: `match:${match.id_proveedor}:${match.id_producto_proveedor}`,
  });

  const close = () => {
    setAside();
    onClose();
  };
  const onSubmit = handleSubmit(
    async (value) => {
      await edit.mutateAsync({
        id_proveedor: match.id_proveedor,
        id_producto_proveedor: match.id_producto_proveedor,
        id_producto_old: match.id_producto,
        ...value,
      });
      toast.success(commerceMessages.success.matchUpdated);
      onClose();
    },
    { onError: () => toast.error(commerceMessages.marketplace.editMatchError) },
  );

  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title="Edit match"
      description={`${match.name} (${match.id_proveedor} ${match.id_producto_proveedor})`}
      form={form}
      onSubmit={onSubmit}
      draft={draft}
      submitLabel="Save"
      className="flex flex-col gap-4"
    >
      <TextInput<EditMatchForm>
        name="id_producto_new"
        label="Product"
        maxLength={matchCodeMaxLength(match.id_proveedor)}
      />
      <CheckboxInput<EditMatchForm> name="excluir_venta" label="Exclude from sale" />
    </FormDialog>
  );
}
