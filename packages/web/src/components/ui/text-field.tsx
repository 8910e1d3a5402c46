import { clsx } from 'clsx';
import { type ComponentProps, useId } from 'react';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
}

/** An input with its real <label>. */
export function TextField({ label, className, ...props }: TextFieldProps) {
  const id = useId();
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        className="rounded border border-slate-300 px-2.5 py-1.5 text-sm text-slate-900 shadow-xs focus:border-slate-500 focus:outline-2 focus:outline-slate-300"
        {...props}
      />
    </div>
  );
}
