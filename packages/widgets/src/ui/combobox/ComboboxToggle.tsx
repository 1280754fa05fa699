import * as styles from './Combobox.css';

export type ComboboxToggleProps = {
  label: string;
  open: boolean;
  listId: string;
  disabled?: boolean;
  onClick: () => void;
};

/** The chevron that opens and closes a combobox's list; out of the tab order, the input has the keys. */
export function ComboboxToggle({ label, open, listId, disabled, onClick }: ComboboxToggleProps) {
  return (
    <button
      type="button"
      className={styles.toggle}
      tabIndex={-1}
      aria-label={label}
      aria-expanded={open}
      aria-controls={listId}
      disabled={disabled}
      onClick={onClick}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" focusable="false">
        <path fill="none" stroke="currentColor" strokeWidth="2" d="M6 9l6 6 6-6" />
      </svg>
    </button>
  );
}
