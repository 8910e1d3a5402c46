import { useCallback, useEffect, useRef, useState } from 'react';

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
 * starts a write: a URL change from outside cancels the pending one and never writes the box's previous text back
 * (which would undo the back button), however late the box catches up with the URL; the URL catching up with our own
 * write keeps what was typed since.
 */
export function useSearchBox(value: string, commit: (text: string) => void, delayMs = 300): SearchBox {
  const [text, setTextState] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ value, commit });
  latest.current = { value, commit };
  // What our own last write asked the URL to say, until the URL says it: that change is ours, not an outside one.
  const written = useRef<string | undefined>(undefined);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  // The URL wins when it says something else; the text it came from keeps its spaces (the URL has them trimmed).
  // Our own write landing is no outside change: what was typed since (on a slow page, before the URL caught up)
  // stays, with its pending write.
  useEffect(() => {
    if (written.current !== undefined && written.current === value.trim()) {
      written.current = undefined;
      return;
    }
    written.current = undefined;
    cancel();
    setTextState((current) => (current.trim() === value.trim() ? current : value));
  }, [value, cancel]);
  useEffect(() => cancel, [cancel]);

  const setText = useCallback(
    (next: string) => {
      setTextState(next);
      cancel();
      if (next.trim() === latest.current.value.trim()) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        written.current = next.trim();
        latest.current.commit(next);
      }, delayMs);
    },
    [cancel, delayMs],
  );
  const commitNow = useCallback(() => {
    cancel();
    if (text.trim() === latest.current.value.trim()) return;
    written.current = text.trim();
    latest.current.commit(text);
  }, [text, cancel]);
  return { text, setText, commitNow };
}
