import { useCallback, useEffect, useState } from 'react';

export interface SearchBox {
  /** What the box shows. */
  text: string;
  /** The box's onChange: the URL follows once typing pauses. */
  setText: (text: string) => void;
  /** Writes the text to the URL now (Enter). */
  commitNow: () => void;
}

/**
 * A search box whose value lives in the URL: it shows `value` (the URL's), follows it when it changes from outside
 * (back, forward, a link), and writes what is typed with `commit` once typing pauses for `delayMs`. Only typing
 * writes: a URL change never writes the box's previous text back (which would undo the back button).
 */
export function useSearchBox(value: string, commit: (text: string) => void, delayMs = 300): SearchBox {
  const [text, setText] = useState(value);
  // The URL wins when it says something else; the text it came from keeps its spaces (the URL has them trimmed).
  useEffect(() => setText((current) => (current.trim() === value.trim() ? current : value)), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    // Cancelled when the text changes again, or when the URL changes (the box then takes the URL's value).
    const timer = setTimeout(() => commit(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, commit, delayMs]);
  const commitNow = useCallback(() => {
    if (text.trim() !== value.trim()) commit(text);
  }, [text, value, commit]);
  return { text, setText, commitNow };
}
