import { useEffect, useRef, useState } from 'react';

const FOCUSABLE_INVALID = ':is(input, select, textarea, button, [tabindex])[aria-invalid="true"]:not(:disabled)';

/**
 * After a submit that did not save, focus goes to the first field in error,
 * so a keyboard or screen-reader user lands on what to fix instead of
 * hunting for it. Call `focusFirstInvalid` when the attempt has been judged
 * (its messages are in state); focus moves once they are drawn.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);

  useEffect(() => {
    if (request === 0) return;
    ref.current?.querySelector<HTMLElement>(FOCUSABLE_INVALID)?.focus();
  }, [request]);

  return { ref, focusFirstInvalid: () => setRequest((count) => count + 1) };
}
