import { useId, type ReactNode } from 'react';
import * as styles from './Detail.css';

/** One labelled value of a read-only record; nothing to show reads as a dash. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className={styles.row}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{empty ? <span className={styles.empty}>—</span> : children}</dd>
    </div>
  );
}

/** The rows of a section, in as many columns as fit. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className={styles.list}>{children}</dl>;
}

/** A titled part of a read-only record: its rows, or a table. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
