/**
 * The element that has focus, inside shadow roots too. In a widget rendered
 * as a custom element, `document.activeElement` is only the host element, so
 * a dialog comparing it with its own buttons would never see them focused.
 */
export function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}
