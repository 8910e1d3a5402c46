import {
  InputField as UiInputField,
  type InputFieldProps as UiInputFieldProps,
} from '@/components/ui/form-field';
import type { FieldErrors } from './create-routing';

/** Messages of the given field paths (a field may be named `title` by the form and `title.es` by the server). */
export const errorsOf = (errors: FieldErrors, ...paths: string[]): string[] =>
  paths.flatMap((path) => errors[path] ?? []);

export interface InputFieldProps extends Omit<UiInputFieldProps, 'onChange' | 'value'> {
  value: string;
  onValueChange?: (value: string) => void;
}

/** A labelled input of a creation form with its messages: the shared InputField, reporting text. */
export function InputField({ onValueChange, ...props }: InputFieldProps) {
  return <UiInputField {...props} onChange={(event) => onValueChange?.(event.target.value)} />;
}

/** Props every creation form gets from the dialog. */
export interface CreateFormProps {
  /** The folder the Add menu was opened on. */
  parentPath: string;
  /** The content type picked in the Add menu. */
  type: string;
  /** Closes the dialog. */
  onDone: () => void;
}
