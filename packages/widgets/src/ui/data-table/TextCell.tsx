import * as styles from './DataTable.css';

/** A cell's text, whole in its tooltip when the column cuts it short; a muted dash when there is none. */
export function TextCell({ value, className }: { value: string | null | undefined; className?: string }) {
  return value ? (
    <span title={value} className={className}>
      {value}
    </span>
  ) : (
    <span className={styles.blank} aria-hidden="true">
      —
    </span>
  );
}
