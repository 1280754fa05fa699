import { useEffect, useRef } from 'react';

/**
 * Where focus goes while a row is edited in place: the editor replaces the
 * row, so focus starts in its first field (`[data-editing]`), and when the
 * editing ends it returns to the row's edit button (`[data-edit]`) rather
 * than being lost with the editor. Returns the ref for the element holding
 * the rows.
 */
export function useEditingFocus<T extends HTMLElement>(editingPk: number | null) {
  const container = useRef<T>(null);
  const lastEdited = useRef<number | null>(null);
  useEffect(() => {
    if (editingPk !== null) {
      lastEdited.current = editingPk;
      container.current?.querySelector<HTMLElement>(`[data-editing="${editingPk}"] :is(input, select, textarea)`)?.focus();
    } else if (lastEdited.current !== null) {
      container.current?.querySelector<HTMLElement>(`[data-edit="${lastEdited.current}"]`)?.focus();
      lastEdited.current = null;
    }
  }, [editingPk]);
  return container;
}
