import { useId, type ReactNode } from 'react';
import type { ThemeName } from '../../theme/theme-names';
import { Button } from '../button/Button';
import { FormAlert } from '../form/FormAlert';
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

export type DetailUnavailableProps = {
  title: string;
  /** The panel's own card and heading looks, so the panel keeps its size while it loads. */
  className: string;
  headingClassName: string;
  theme?: ThemeName;
  loading: boolean;
  loadingText: string;
  /** Why the record is not shown, once it is not loading. */
  error: string;
  /** Offers Try again when given. */
  onRetry?: () => void;
};

/** A read-only record that is still loading, or could not be loaded. */
export function DetailUnavailable({ title, className, headingClassName, theme, loading, loadingText, error, onRetry }: DetailUnavailableProps) {
  const headingId = useId();
  return (
    <section part="base" className={className} data-motorpool-theme={theme} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <h2 part="heading" id={headingId} className={headingClassName}>
        {title}
      </h2>
      {loading ? (
        <p role="status" className={styles.muted}>
          {loadingText}
        </p>
      ) : (
        <>
          <FormAlert messages={[error]} />
          {onRetry && (
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          )}
        </>
      )}
    </section>
  );
}
