import { parentPath } from '@cellar/sdk';
import { PERMISSIONS } from '@cellar/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Form, SubmitButton, TextInput } from '@/components/form';
import { ConfirmDeleteSection } from '@/components/ui/confirm-delete-section';
import { PreloadLink } from '@/components/ui/preload-link';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { checkDestination, type DestinationCheck } from '@/features/content/api/check-destination';
import { useCopyObject } from '@/features/content/api/copy-object';
import { useDeleteObject } from '@/features/content/api/delete-object';
import { useMoveObject } from '@/features/content/api/move-object';
import { contentQueries } from '@/features/content/api/query-keys';
import { type DestinationValues, useDestinationForm } from '@/features/content/components/destination-form';
import { resourcePath } from '@/features/content/components/items/object-path';
import { can } from '@/lib/can';
import type { ObjectTabProps } from '@/lib/editor-registry';
import { errorMessage } from '@/lib/error-message';

/** Wording of the Actions tab (the spec names the actions only; ours). */
export const ACTION_MESSAGES = {
  deleteTitle: 'Delete',
  confirmDelete: (path: string) => `Delete ${path} and everything inside it?`,
  deleted: (path: string) => `${path} deleted`,
  moved: (path: string) => `Moved to ${path}`,
  copied: (path: string) => `Copied to ${path}`,
  notAddable: (type: string, path: string) => `A ${type} cannot be added to ${path}`,
  intoItself: 'An object cannot be moved into itself',
  failed: (message: string) => `Error: ${message}`,
} as const;

/**
 * The object actions the user may do: delete (DeleteContent, confirmed, then the parent opens), and move
 * or copy into a destination folder, checked first: it must exist, be a folder and accept the object's
 * type (`@addable-types`).
 */
export function ActionsTab({ object, path, permissions, readOnly }: ObjectTabProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteObject();
  const move = useMoveObject();
  const copy = useCopyObject();
  const canDelete = can(permissions, PERMISSIONS.DeleteContent) && path !== '/';
  const isRoot = path === '/';
  const type = object['@type'];

  /** The destination's normalised path, or an error message. */
  const validate = async (input: string): Promise<DestinationCheck> => {
    const checked = await checkDestination(input);
    if (!checked.ok) return checked;
    if (checked.path === path || checked.path.startsWith(path))
      return { ok: false, message: ACTION_MESSAGES.intoItself };
    try {
      const addable = await queryClient.fetchQuery(contentQueries.addableTypes(checked.path));
      if (!addable.includes(type))
        return { ok: false, message: ACTION_MESSAGES.notAddable(type, checked.path) };
    } catch (error) {
      return { ok: false, message: errorMessage(error) };
    }
    return checked;
  };

  return (
    <div className="flex max-w-3xl flex-col gap-8">
      {isRoot ? null : (
        <>
          <DestinationForm
            action="Move"
            disabled={readOnly || move.isPending}
            validate={validate}
            onSubmit={async (destination) => {
              try {
                const moved = await move.mutateAsync({ path, destination });
                const target = resourcePath(moved);
                toast.success(ACTION_MESSAGES.moved(target));
                await navigate(paths.tree.getHref(target));
              } catch (error) {
                toast.error(ACTION_MESSAGES.failed(errorMessage(error)));
              }
              return undefined;
            }}
          />
          <DestinationForm
            action="Copy"
            disabled={copy.isPending}
            validate={validate}
            onSubmit={async (destination) => {
              try {
                const copied = await copy.mutateAsync({ path, destination });
                toast.success(ACTION_MESSAGES.copied(resourcePath(copied)));
                return resourcePath(copied);
              } catch (error) {
                toast.error(ACTION_MESSAGES.failed(errorMessage(error)));
                return undefined;
              }
            }}
          />
        </>
      )}
      {canDelete ? (
        <ConfirmDeleteSection
          title={ACTION_MESSAGES.deleteTitle}
          buttonLabel="Delete"
          description={ACTION_MESSAGES.confirmDelete(path)}
          disabled={readOnly}
          pending={remove.isPending}
          onConfirm={async () => {
            await remove.mutateAsync(path);
            toast.success(ACTION_MESSAGES.deleted(path));
            await navigate(paths.tree.getHref(parentPath(path)));
          }}
          onError={(error) => toast.error(ACTION_MESSAGES.failed(errorMessage(error)))}
        />
      ) : null}
    </div>
  );
}

function DestinationForm({
  action,
  disabled,
  validate,
  onSubmit,
}: {
  action: 'Move' | 'Copy';
  disabled: boolean;
  validate: (input: string) => Promise<DestinationCheck>;
  onSubmit: (destination: string) => Promise<string | undefined>;
}) {
  const [result, setResult] = useState<string | null>(null);
  const { form, onSubmit: submit } = useDestinationForm(validate, async (destination) => {
    setResult(null);
    const done = await onSubmit(destination);
    if (typeof done === 'string') setResult(done);
  });

  return (
    <Form form={form} label={action} onSubmit={submit} className="flex flex-col gap-2">
      <h2 className="text-base font-semibold text-slate-900">{action}</h2>
      <div className="flex items-end gap-2">
        <TextInput<DestinationValues>
          name="destination"
          label={`${action} to folder`}
          placeholder="/bodegas/"
          className="w-96"
        />
        <SubmitButton disabled={disabled}>{action}</SubmitButton>
      </div>
      {result ? (
        <p className="text-sm text-slate-700">
          <PreloadLink className="text-sky-700 underline" to={paths.tree.getHref(result)}>
            {result}
          </PreloadLink>
        </p>
      ) : null}
    </Form>
  );
}
