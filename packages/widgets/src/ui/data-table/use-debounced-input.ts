import { useEffect, useRef, useState } from 'react';

/** Spec §5 debounces time input by 1000 ms; filters and search answer sooner, once typing pauses. */
export const TYPING_PAUSE_MS = 400;

/**
 * The text of an input that commits only once typing pauses, so each key
 * press does not ask the server for a new page. A new `value` from outside
 * (filters cleared) replaces the text shown.
 */
export function useDebouncedInput(value: string, commit: (value: string) => void, delay: number = TYPING_PAUSE_MS) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const latestCommit = useRef(commit);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  latestCommit.current = commit;

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    clearTimeout(timer.current);
    setText(value);
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      committed.current = next;
      latestCommit.current(next);
    }, delay);
  };
  return [text, change] as const;
}
