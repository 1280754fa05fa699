/**
 * Spec §2: pressing Enter on a focused checkbox toggles it, everywhere in the
 * portal. Browsers toggle a checkbox with Space only, and Enter may submit its
 * form instead. The listener sits on the document in the bubble phase, so a
 * widget that handles Enter itself (and calls `preventDefault`) has already
 * had its turn and is left alone. Returns the function that removes it.
 */
export function installEnterTogglesCheckbox(target: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.isComposing) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    // The innermost element, also when the checkbox sits in a widget's shadow root.
    const focused = event.composedPath()[0];
    if (!(focused instanceof HTMLInputElement) || focused.type !== 'checkbox' || focused.disabled) return;
    event.preventDefault();
    // A click, so the change and input events fire and controlled components follow.
    focused.click();
  };
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}
