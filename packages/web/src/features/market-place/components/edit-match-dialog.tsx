import type { ErpMatch } from '@cellar/sdk';
import { commerceMessages, matchCodeMaxLength, validateMatchCode } from '@cellar/validation/commerce';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useEditMatch } from '@/features/market-place/api/edit-match';
import { serverIssues } from '@/lib/server-issues';

/** Edits a match: its catalogue code (id_producto_new) and excluir_venta (@edit-product-with-match). */
export function EditMatchDialog({ match, onClose }: { match: ErpMatch; onClose: () => void }) {
  const [code, setCode] = useState(match.id_producto);
  const [exclude, setExclude] = useState(match.excluir_venta);
  const [error, setError] = useState<string | null>(null);
  const edit = useEditMatch();
  const formId = 'edit-match';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateMatchCode(code, { id_proveedor: match.id_proveedor });
    if (!checked.ok) {
      setError(checked.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    edit.mutate(
      {
        id_proveedor: match.id_proveedor,
        id_producto_proveedor: match.id_producto_proveedor,
        id_producto_old: match.id_producto,
        id_producto_new: checked.value,
        excluir_venta: exclude,
      },
      {
        onSuccess: () => {
          toast.success(commerceMessages.success.matchUpdated);
          onClose();
        },
        onError: (error) => {
          toast.error(commerceMessages.marketplace.editMatchError);
          // A code the catalogue does not have: the server's reason shows under the field.
          const [issue] = serverIssues(error).filter((found) => found.path === 'data.id_producto_new');
          if (issue) setError(issue.message);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Edit match"
      description={`${match.name} (${match.id_proveedor} ${match.id_producto_proveedor})`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={edit.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormField label="Product" errors={error ? [error] : []}>
          {(ids) => (
            <input
              {...ids}
              name="id_producto_new"
              maxLength={matchCodeMaxLength(match.id_proveedor)}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={exclude} onChange={(event) => setExclude(event.target.checked)} />
          Exclude from sale
        </label>
      </form>
    </Dialog>
  );
}
