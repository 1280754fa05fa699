import * as parts from './calendar-parts.css';

/** The text a sighted user sees in an element: its text without the visually hidden parts (which screen readers still read). */
export function shownText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll(`.${parts.visuallyHidden}`).forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
