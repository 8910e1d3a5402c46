import {
  FormField,
  inputClass,
  InputField as UiInputField,
  type InputFieldProps as UiInputFieldProps,
} from '../../../../components/ui/form-field';
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
