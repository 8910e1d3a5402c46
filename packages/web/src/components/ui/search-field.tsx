import { useSearchBox } from '@/lib/use-search-box';
import { InputField } from './form-field';

export interface SearchFieldProps {
  label: string;
  /** What the URL says (the box follows it on back, forward and links). */
  value: string;
  /** Writes the text to the URL: once typing pauses, or at once on Enter. */
  onCommit: (text: string) => void;
  /** The pause before a commit (default 300 ms). */
  delayMs?: number;
  placeholder?: string;
  className?: string;
}

/**
 * The search box of a list: its text lives in the URL (`useSearchBox`), so a link reproduces the search. Not a
 * form: it filters what is shown and saves nothing.
 */
export function SearchField({ label, value, onCommit, delayMs, placeholder, className }: SearchFieldProps) {
  const box = useSearchBox(value, onCommit, delayMs);
  return (
    <InputField
      label={label}
      className={className}
      type="search"
      placeholder={placeholder}
      value={box.text}
      onChange={(event) => box.setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') box.commitNow();
      }}
    />
  );
}
