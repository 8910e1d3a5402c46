import { clsx } from 'clsx';
import { type ComponentProps, type ReactElement, type ReactNode, useId } from 'react';

export interface FormFieldProps {
  label: string;
  /** Messages shown under the control (validation or the server's 400 details). */
  errors?: readonly string[];
  hint?: ReactNode;
  className?: string;
  /** Renders the control with the ids that tie it to its label and messages. */
  children: (ids: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactElement;
}

export const inputClass =
  'w-full rounded border border-slate-300 px-2.5 py-1.5 text-sm text-slate-900 shadow-xs focus:border-slate-500 focus:outline-2 focus:outline-slate-300 read-only:bg-slate-50 read-only:text-slate-600 aria-[invalid=true]:border-rose-400';

/** A label, one control and its messages: what every form of the admin is built from. */
export function FormField({ label, errors = [], hint, className, children }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-messages`;
  const hasMessages = errors.length > 0 || hint !== undefined;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({
        id,
        ...(hasMessages ? { 'aria-describedby': messageId } : {}),
        ...(errors.length > 0 ? { 'aria-invalid': true } : {}),
      })}
      {hasMessages ? <FieldMessages id={messageId} hint={hint} errors={errors} /> : null}
    </div>
  );
}

/** A control's hint and messages, under it (`id` is what its `aria-describedby` names). */
export function FieldMessages({
  id,
  hint,
  errors,
}: {
  id: string;
  hint?: ReactNode;
  errors: readonly string[];
}) {
  return (
    <div id={id} className="flex flex-col gap-0.5 text-xs">
      {hint ? <span className="text-slate-500">{hint}</span> : null}
      {errors.map((message) => (
        <span key={message} className="text-rose-700">
          {message}
        </span>
      ))}
    </div>
  );
}

export interface InputFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'className' | 'children'> {
  label: string;
  errors?: readonly string[];
  hint?: ReactNode;
  /** Classes of the wrapper (label, input and messages), as `FormField`'s `className`. */
  className?: string;
}

/** A `FormField` around a plain `<input>` styled with `inputClass`; other props go to the input. */
export function InputField({ label, errors, hint, className, ...input }: InputFieldProps) {
  return (
    <FormField label={label} errors={errors} hint={hint} className={className}>
      {(ids) => <input {...ids} className={inputClass} {...input} />}
    </FormField>
  );
}

/**
 * A `<fieldset>` with its legend and, under the controls, the messages that concern the group as a whole
 * (announced as alerts).
 */
export function FieldGroup({
  legend,
  errors,
  className = 'flex flex-col gap-1',
  children,
}: {
  legend: string;
  errors?: readonly string[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      {children}
      {errors?.map((message) => (
        <p key={message} role="alert" className="text-xs text-rose-700">
          {message}
        </p>
      ))}
    </fieldset>
  );
}

/** A choice of a `SelectField`: a value with its label, or a bare value shown as it is. */
export type SelectChoice<V extends string | number> = V | { value: V; label: string };

export interface SelectFieldProps<V extends string | number> {
  label: string;
  value: V | '';
  onValueChange: (value: V | '') => void;
  options: readonly SelectChoice<V>[];
  /** A first, empty choice ('Choose a tariff', 'All languages'); picking it answers ''. */
  placeholder?: string;
  errors?: readonly string[];
  hint?: ReactNode;
  disabled?: boolean;
  /** Classes of the wrapper, as `FormField`'s `className`. */
  className?: string;
}

/** A `FormField` around a `<select>` of `options`, reporting the chosen value with its own type. */
export function SelectField<V extends string | number>({
  label,
  value,
  onValueChange,
  options,
  placeholder,
  errors,
  hint,
  disabled,
  className,
}: SelectFieldProps<V>) {
  const choices = options.map((choice) =>
    typeof choice === 'object' ? choice : { value: choice, label: String(choice) },
  );
  return (
    <FormField label={label} errors={errors} hint={hint} className={className}>
      {(ids) => (
        <select
          {...ids}
          value={String(value)}
          disabled={disabled}
          className={inputClass}
          onChange={(event) =>
            onValueChange(choices.find((choice) => String(choice.value) === event.target.value)?.value ?? '')
          }
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
