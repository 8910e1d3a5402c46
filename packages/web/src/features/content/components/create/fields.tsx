import type { ComponentProps } from 'react';
import { FormField, inputClass } from '../../../../components/ui/form-field';
import type { FieldErrors } from './create-routing';

/** Messages of the given field paths (a field may be named `title` by the form and `title.es` by the server). */
export const errorsOf = (errors: FieldErrors, ...paths: string[]): string[] =>
  paths.flatMap((path) => errors[path] ?? []);

export interface InputFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange?: (value: string) => void;
  errors?: readonly string[];
  hint?: string;
}

/** A labelled input of a creation form with its messages. */
export function InputField({
  label,
  value,
  onValueChange,
  errors,
  hint,
  className,
  ...props
}: InputFieldProps) {
  return (
    <FormField label={label} errors={errors ?? []} hint={hint} className={className}>
      {(ids) => (
        <input
          {...ids}
          {...props}
          value={value}
          className={inputClass}
          onChange={(event) => onValueChange?.(event.target.value)}
        />
      )}
    </FormField>
  );
}

export interface SelectFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  errors?: readonly string[];
  hint?: string;
  /** A first, empty choice ('Select...'). */
  placeholder?: string;
  disabled?: boolean;
}

export function SelectField({
  label,
  value,
  onValueChange,
  options,
  errors,
  hint,
  placeholder,
  disabled,
}: SelectFieldProps) {
  return (
    <FormField label={label} errors={errors ?? []} hint={hint}>
      {(ids) => (
        <select
          {...ids}
          value={value}
          disabled={disabled}
          className={inputClass}
          onChange={(event) => onValueChange(event.target.value)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
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
