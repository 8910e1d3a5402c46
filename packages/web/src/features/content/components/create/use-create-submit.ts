import type { CreateRequest } from '@cellar/sdk';
import { isCellarError } from '@cellar/sdk';
import type { Result } from '@cellar/validation';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useCreateObject } from '@/features/content/api/create-object';
import { serverIssues } from '@/lib/server-issues';
import {
  type CreateFormKind,
  type FieldErrors,
  issuesToFieldErrors,
  pathAfterCreate,
  unplacedErrors,
} from './create-routing';
import { errorsOf } from './fields';

export interface CreateSubmitOptions {
  kind: CreateFormKind;
  /** The toast after a 201, when the spec gives one ('Bodega creada', 'Tag creado'). */
  successMessage?: string;
  /** The toast of a failure; default: the server's message. */
  failureMessage?: (error: unknown) => string;
  /** Closes the dialog (before going to the new object). */
  onDone: () => void;
  /** Where the server names a field otherwise than the form: server name → form name. */
  serverFields?: Readonly<Record<string, string>>;
}

export const errorText = (error: unknown): string =>
  isCellarError(error) ? error.message : error instanceof Error ? error.message : String(error);

/**
 * Validate, POST, then go to the new object (§2.3). On a failure the form keeps what was typed: the rule's
 * or the server's issues go under their fields and the failure is toasted.
 */
export function useCreateSubmit({
  kind,
  successMessage,
  failureMessage,
  onDone,
  serverFields = {},
}: CreateSubmitOptions) {
  const create = useCreateObject();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  // The failure's toast sits outside the modal dialog (hidden from assistive technology while it is open):
  // the dialog repeats it.
  const [failure, setFailure] = useState<string>();

  function submit<T>(result: Result<T>, build: (value: T) => { parent: string; body: CreateRequest }) {
    setFailure(undefined);
    if (!result.ok) {
      setErrors(issuesToFieldErrors(result.issues));
      return;
    }
    setErrors({});
    const { parent, body } = build(result.value);
    create.mutate(
      { parent, body },
      {
        onSuccess: (created) => {
          if (successMessage) toast({ message: successMessage, variant: 'success' });
          onDone();
          void navigate(paths.tree.getHref(pathAfterCreate(kind, parent, created['@name'])));
        },
        onError: (error) => {
          const message = failureMessage ? failureMessage(error) : errorText(error);
          setErrors(issuesToFieldErrors(serverIssues(error, serverFields)));
          setFailure(message);
          toast({ message, variant: 'error' });
        },
      },
    );
  }

  /** Forget the messages of a field once it changes. */
  const clearError = (path: string) =>
    setErrors((current) => {
      if (!(path in current)) return current;
      const { [path]: _removed, ...rest } = current;
      return rest;
    });

  /**
   * A field's messages and change handler: `set` stores the value and the messages of `paths` go (a field may
   * be named `title` by the rule and `title.es` by the server).
   * @example <InputField label="Id" value={id} {...bind(setId, 'id')} />
   */
  const bind = <V>(set: (value: V) => void, ...paths: string[]) => ({
    errors: errorsOf(errors, ...paths),
    onValueChange: (value: V) => {
      set(value);
      for (const path of paths) clearError(path);
    },
  });

  /** What the top of the form shows: the failure, then the messages of no field in `fields`. */
  const formErrors = (fields: readonly string[], fieldErrors: FieldErrors = errors) => [
    ...(failure ? [failure] : []),
    ...unplacedErrors(fieldErrors, fields),
  ];

  return { submit, errors, clearError, bind, formErrors, pending: create.isPending };
}
