import * as parts from './calendar-parts.css';

/** The text a sighted user sees in an element: its text without the visually hidden parts (which screen readers still read). */
export function shownText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll(`.${parts.visuallyHidden}`)) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
