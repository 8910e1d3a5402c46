import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

const variants = {
  primary: 'bg-slate-900 text-white hover:bg-slate-700 focus-visible:outline-slate-900 disabled:bg-slate-400',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-slate-500 disabled:text-slate-400',
  ghost: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-slate-500',
} as const;

export type ButtonVariant = keyof typeof variants;

/** The classes of a button of `variant`: for a `<button>`, or something that must look like one. */
export const buttonClass = (variant: ButtonVariant): string =>
  clsx(
    'inline-flex items-center justify-center gap-1.5 rounded px-3 py-1.5 text-sm font-medium',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed',
    variants[variant],
  );

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
}

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={clsx(buttonClass(variant), className)} {...props} />;
}
