import { createContext, useContext } from 'react';

/**
 * Where a table's menus and dialogs render: a layer over the whole widget,
 * outside the scrolling area (which would clip them) and inside the widget's
 * own root, so they also work once the widget lives in a shadow root.
 */
export type TableLayer = { element: HTMLElement | null };

export const TableLayerContext = createContext<TableLayer>({ element: null });

export const useTableLayer = () => useContext(TableLayerContext);

/** Where `target` sits within the layer, for placing a menu under it. */
export function positionIn(layer: HTMLElement, target: HTMLElement): { top: number; left: number } {
  const outer = layer.getBoundingClientRect();
  const inner = target.getBoundingClientRect();
  return { top: inner.bottom - outer.top, left: inner.left - outer.left };
}
