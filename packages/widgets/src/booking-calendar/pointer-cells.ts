/*
 * Which grid cell a pointer is over, read from the cells' data attributes
 * rather than from pixel maths, so it holds at any zoom, in a shadow root,
 * and in tests where nothing has a size.
 */

/** The attribute every selectable body cell carries; views add their own coordinates next to it. */
export const CELL_SELECTOR = '[data-cell]';

type PointerPoint = { clientX: number; clientY: number; target: EventTarget | null };

/**
 * The cell of `root` under the pointer. Browsers hit-test the point (while a
 * drag runs the calendar sets `data-dragging`, which lets the pointer pass
 * through bookings to the cells beneath, and the pointer is captured by the
 * grid so the event's own target says nothing); where hit-testing is not
 * available (jsdom) the event's target is the cell.
 */
export function cellUnderPointer(root: HTMLElement, event: PointerPoint): HTMLElement | null {
  const scope = root.getRootNode() as Document | ShadowRoot;
  const hit = typeof scope.elementFromPoint === 'function' && Number.isFinite(event.clientX) ? scope.elementFromPoint(event.clientX, event.clientY) : null;
  const element = hit ?? (event.target instanceof Element ? event.target : null);
  const cell = element?.closest<HTMLElement>(CELL_SELECTOR) ?? null;
  return cell && root.contains(cell) ? cell : null;
}

/** Marks a drag on the grid (bookings stop catching the pointer) and keeps the pointer's events coming to it. */
export function beginPointerDrag(root: HTMLElement, pointerId: number): void {
  root.dataset.dragging = '';
  // Not every environment captures pointers (jsdom does not); without it the events still bubble up from the cells.
  if (typeof root.setPointerCapture === 'function' && pointerId !== undefined) {
    try {
      root.setPointerCapture(pointerId);
    } catch {
      // A synthetic pointer has no active pointer to capture.
    }
  }
}

export function endPointerDrag(root: HTMLElement, pointerId: number): void {
  delete root.dataset.dragging;
  if (typeof root.hasPointerCapture === 'function' && pointerId !== undefined && root.hasPointerCapture(pointerId)) root.releasePointerCapture(pointerId);
}
