import type { Issue } from '@cellar/validation';
import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';

/**
 * Where a rule's or the server's issue path shows in a form: the name of a field (or of a group such as
 * `duration`), or null for the messages of the whole form. The default: the path itself, else its first
 * segment (`title.es` shows under `title`, `0.id_producto` under `id_producto`), else the form.
 */
export type FieldOf = (path: string) => string | null;

/** `fieldOf` for a form whose fields are `names`; `renames` map other paths (the server's names) first. */
export function fieldsNamed(
  names: readonly string[],
  renames: Readonly<Record<string, string>> = {},
): FieldOf {
  const known = new Set(names);
  return (path) => {
    const direct = renames[path] ?? path;
    if (known.has(direct)) return direct;
    const segments = direct.split('.').filter((segment) => !/^\d+$/.test(segment));
    for (let length = segments.length; length > 0; length--) {
      const candidate = segments.slice(0, length).join('.');
      const renamed = renames[candidate] ?? candidate;
      if (known.has(renamed)) return renamed;
    }
    return null;
  };
}

/** The key under `errors.root` of the messages that belong to no field. */
export const FORM_ERRORS_KEY = 'form';

const withMessage = (error: FieldError | undefined, type: string, message: string): FieldError => {
  const messages = error ? messagesOf(error) : [];
  if (messages.includes(message)) return error as FieldError;
  const all = [...messages, message];
  return {
    type,
    message: all[0],
    types: Object.fromEntries(all.map((text, index) => [String(index), text])),
  };
};

/**
 * react-hook-form's nested errors from a list of issues: each under the field `fieldOf` names (several messages of
 * one field kept in order, as `types`), the rest under `root.form`.
 */
export function issuesToErrors<V extends FieldValues>(
  issues: readonly Issue[],
  fieldOf: FieldOf,
  type = 'rule',
): FieldErrors<V> {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    const segments = field === null ? ['root', FORM_ERRORS_KEY] : field.split('.');
    let node = errors;
    for (const segment of segments.slice(0, -1)) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    const last = segments[segments.length - 1]!;
    node[last] = withMessage(node[last] as FieldError | undefined, type, issue.message);
  }
  return errors as FieldErrors<V>;
}

/** Every message of one field's error, in order. */
export function messagesOf(error: unknown): string[] {
  if (typeof error !== 'object' || error === null) return [];
  const { message, types } = error as FieldError;
  if (types && Object.keys(types).length > 0)
    return Object.values(types).flatMap((value) => (typeof value === 'string' ? [value] : []));
  return typeof message === 'string' && message !== '' ? [message] : [];
}

/**
 * Every message of a form's errors (react-hook-form's nested `errors`, or one field's), depth first in field order;
 * a field's element (`ref`) is not looked into.
 */
export function allMessages(errors: unknown): string[] {
  if (typeof errors !== 'object' || errors === null) return [];
  if ('type' in errors) return messagesOf(errors);
  return Object.entries(errors).flatMap(([key, value]) => (key === 'ref' ? [] : allMessages(value)));
}
