/**
 * Dispatches a `motorpool-*` event from the custom element that hosts a
 * widget: bubbling and composed, so a listener on the document hears it even
 * once the widget renders in a shadow root (issue #8).
 *
 * `container` is what r2wc passes: the element itself, or its shadow root.
 */
export function dispatchFromHost<T>(container: Node | undefined, type: string, detail: T): void {
  const host = container instanceof ShadowRoot ? container.host : container;
  host?.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
}
