import type { KeyboardEvent } from 'react';

/**
 * Spec §2: "Pressing Enter on a checkbox toggles it". Browsers would submit
 * the form instead; this toggles the box (firing its change event) and keeps
 * the form where it is.
 */
export function toggleOnEnter(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key !== 'Enter' || event.currentTarget.type !== 'checkbox') return;
  event.preventDefault();
  event.currentTarget.click();
}
