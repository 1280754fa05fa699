import type { ReactNode } from 'react';
import * as styles from './Combobox.css';

export type ComboboxOptionProps = {
  id: string;
  /** The option the arrows are on. */
  active: boolean;
  disabled?: boolean;
  /** The field's own look, added to the option's. */
  className?: string;
  onPick: () => void;
  children: ReactNode;
};

/** One option of a combobox's list; a press picks it without taking focus from the input. */
export function ComboboxOption({ id, active, disabled, className, onPick, children }: ComboboxOptionProps) {
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: an ARIA combobox keeps focus on its input; the active option is named by aria-activedescendant
    // biome-ignore lint/a11y/useKeyWithClickEvents: the input takes the keys (arrows, Enter) for the whole list
    <li
      id={id}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox pattern puts role="option" on list items
      role="option"
      aria-selected={active}
      aria-disabled={disabled || undefined}
      className={`${active ? styles.activeOption : styles.option} ${className ?? ''}`}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
    >
      {children}
    </li>
  );
}
