import { clsx } from 'clsx';
import { type ReactNode, useState } from 'react';
import { buttonClass } from './button';

export interface FileInputProps {
  /** The control's accessible name: what a screen reader says, and what labels it for a test. */
  label: string;
  /** What the button shows; default `label`. */
  text?: ReactNode;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Shows the name of the file last picked beside the button (a form that sends it later), else 'No file chosen'. */
  showFileName?: boolean;
  /** The files picked; the input forgets them at once, so picking the same file again is a new pick. */
  onFiles: (files: File[]) => void;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  className?: string;
}

/**
 * The admin's one file picker: a button-like label around a visually hidden `<input type="file">`, so it looks like
 * the other buttons, takes the keyboard focus (Tab, then Space or Enter opens the file chooser) and shows its focus
 * ring, and a test finds it by its label like any input.
 */
export function FileInput({
  label,
  text,
  accept,
  multiple,
  disabled,
  showFileName = false,
  onFiles,
  id,
  className,
  ...aria
}: FileInputProps) {
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <span className={clsx('inline-flex flex-wrap items-center gap-2', className)}>
      <label
        className={clsx(
          buttonClass('secondary'),
          'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-slate-500',
          'has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-white has-[:disabled]:text-slate-400',
        )}
      >
        <input
          id={id}
          type="file"
          aria-label={label}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            if (files.length === 0) return;
            setPicked(files.map((file) => file.name).join(', '));
            onFiles(files);
          }}
          {...aria}
        />
        {text ?? label}
      </label>
      {showFileName ? <span className="text-sm text-slate-600">{picked ?? 'No file chosen'}</span> : null}
    </span>
  );
}
