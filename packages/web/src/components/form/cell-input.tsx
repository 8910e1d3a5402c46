import { clsx } from 'clsx';
import { type ComponentProps, useId } from 'react';
import { type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { inputClass } from '@/components/ui/form-field';
import { useFieldMessages } from './form-fields';

export interface CellInputProps<V extends FieldValues>
  extends Omit<ComponentProps<'input'>, 'id' | 'name' | 'className' | 'children' | 'form' | 'aria-label'> {
  name: Path<V>;
  /** What screen readers call it ('URL of {group}'): in a table the column header says what it is. */
  label: string;
  className?: string;
}

/**
 * An `<input>` in a table row bound to a field of the enclosing form (a row-keyed field, `codes.${fieldKey(id)}`),
 * its messages (the rule's, the server's) under it.
 */
export function CellInput<V extends FieldValues>({ name, label, className, ...input }: CellInputProps<V>) {
  const { register } = useFormContext<V>();
  const errors = useFieldMessages(name);
  const messagesId = useId();
  return (
    <div className={clsx('flex flex-col gap-0.5', className)}>
      <input
        aria-label={label}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? messagesId : undefined}
        className={inputClass}
        {...input}
        {...register(name)}
      />
      {errors.length > 0 ? (
        <span id={messagesId} className="flex flex-col text-xs text-rose-700">
          {errors.map((message) => (
            <span key={message}>{message}</span>
          ))}
        </span>
      ) : null}
    </div>
  );
}
