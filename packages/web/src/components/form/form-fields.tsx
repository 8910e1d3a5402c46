import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { type FieldValues, type Path, useController, useFormContext, useFormState } from 'react-hook-form';
import {
  FieldGroup,
  FormField,
  inputClass,
  type SelectChoice,
  SelectField,
} from '@/components/ui/form-field';
import { messagesOf } from './form-errors';

/** The messages of one field (or group) of the enclosing form: the rule's, then the server's. */
export function useFieldMessages(name: string): string[] {
  const { errors } = useFormState({ name: name as never });
  let node: unknown = errors;
  for (const segment of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[segment];
  return messagesOf(node);
}

type NativeInputProps = Omit<ComponentProps<'input'>, 'id' | 'name' | 'className' | 'children' | 'form'>;

export interface TextInputProps<V extends FieldValues> extends NativeInputProps {
  name: Path<V>;
  label: string;
  hint?: ReactNode;
  className?: string;
}

/**
 * A labelled `<input>` bound to a field of the enclosing form (text, number, date, time, search: the value stays
 * the text typed; the rule reads it). Its messages show under it.
 */
export function TextInput<V extends FieldValues>({
  name,
  label,
  hint,
  className,
  ...input
}: TextInputProps<V>) {
  const { register } = useFormContext<V>();
  const errors = useFieldMessages(name);
  return (
    <FormField label={label} errors={errors} hint={hint} className={className}>
      {(ids) => <input {...ids} className={inputClass} {...input} {...register(name)} />}
    </FormField>
  );
}

export interface TextAreaInputProps<V extends FieldValues>
  extends Omit<ComponentProps<'textarea'>, 'id' | 'name' | 'className' | 'children' | 'form'> {
  name: Path<V>;
  label: string;
  hint?: ReactNode;
  className?: string;
}

/** A labelled `<textarea>` bound to a field of the enclosing form. */
export function TextAreaInput<V extends FieldValues>({
  name,
  label,
  hint,
  className,
  ...textarea
}: TextAreaInputProps<V>) {
  const { register } = useFormContext<V>();
  const errors = useFieldMessages(name);
  return (
    <FormField label={label} errors={errors} hint={hint} className={className}>
      {(ids) => <textarea {...ids} className={inputClass} {...textarea} {...register(name)} />}
    </FormField>
  );
}

export interface CheckboxInputProps<V extends FieldValues>
  extends Omit<NativeInputProps, 'type' | 'value' | 'checked'> {
  name: Path<V>;
  label: ReactNode;
  className?: string;
}

/** A checkbox bound to a boolean field of the enclosing form, its label beside it. */
export function CheckboxInput<V extends FieldValues>({
  name,
  label,
  className,
  ...input
}: CheckboxInputProps<V>) {
  const { register } = useFormContext<V>();
  const errors = useFieldMessages(name);
  return (
    <div className={clsx('flex flex-col gap-0.5', className)}>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" aria-invalid={errors.length > 0 || undefined} {...input} {...register(name)} />
        {label}
      </label>
      {errors.map((message) => (
        <span key={message} className="text-xs text-rose-700">
          {message}
        </span>
      ))}
    </div>
  );
}

export interface SelectInputProps<V extends FieldValues, C extends string | number> {
  name: Path<V>;
  label: string;
  options: readonly SelectChoice<C>[];
  placeholder?: string;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** A `SelectField` bound to a field of the enclosing form. */
export function SelectInput<V extends FieldValues, C extends string | number>({
  name,
  ...props
}: SelectInputProps<V, C>) {
  const { field } = useController<V>({ name });
  const errors = useFieldMessages(name);
  return (
    <SelectField<C>
      {...props}
      errors={errors}
      value={field.value as C | ''}
      onValueChange={(value) => field.onChange(value)}
    />
  );
}

export interface ChoiceGroupProps<V extends FieldValues, C extends string> {
  name: Path<V>;
  legend: string;
  /** The choices with their labels. */
  options: readonly { value: C; label: ReactNode }[];
  /** One choice (radio buttons) or several (checkboxes, the field holding an array). */
  multiple?: boolean;
  /** Classes of the box the choices sit in. */
  choicesClassName?: string;
  className?: string;
}

/** Radio buttons, or checkboxes over an array field, in a fieldset whose messages show under the choices. */
export function ChoiceGroup<V extends FieldValues, C extends string>({
  name,
  legend,
  options,
  multiple = false,
  choicesClassName = 'flex flex-wrap gap-4',
  className,
}: ChoiceGroupProps<V, C>) {
  const { field } = useController<V>({ name });
  const errors = useFieldMessages(name);
  const chosen: readonly C[] = multiple ? ((field.value as C[] | undefined) ?? []) : [field.value as C];
  return (
    <FieldGroup legend={legend} errors={errors} className={className}>
      <div className={choicesClassName}>
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-1.5 text-sm text-slate-800">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              checked={chosen.includes(option.value)}
              onBlur={field.onBlur}
              onChange={(event) =>
                field.onChange(
                  multiple
                    ? event.target.checked
                      ? [...chosen, option.value]
                      : chosen.filter((value) => value !== option.value)
                    : option.value,
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}

/** A fieldset whose own messages (a rule over several fields, e.g. `duration`) show under its controls. */
export function FieldSet({
  name,
  legend,
  className,
  children,
}: {
  /** The group's name in the form's errors. */
  name: string;
  legend: string;
  className?: string;
  children: ReactNode;
}) {
  const errors = useFieldMessages(name);
  return (
    <FieldGroup legend={legend} errors={errors} className={className}>
      {children}
    </FieldGroup>
  );
}
