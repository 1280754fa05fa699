/**
 * Dispatches a `motorpool-*` event from the custom element that hosts a
 * widget: bubbling and composed, so a listener on the document hears it even
 * once the widget renders in a shadow root.
 *
 * `container` is what r2wc passes: the element itself, or its shadow root.
 * With `cancelable`, a listener that calls `preventDefault()` takes the
 * matter over (routes a link, shows its own panel): the answer is then
 * false, and true when nobody did or there is no host to ask.
 */
export function dispatchFromHost<T>(container: Node | undefined, type: string, detail: T, { cancelable = false } = {}): boolean {
  const host = container instanceof ShadowRoot ? container.host : container;
  return host?.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true, cancelable })) ?? true;
}
