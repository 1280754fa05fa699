import type { ReactNode } from 'react';
import type { ThemeName } from '../../theme/theme-names';
import { Button } from '../button/Button';
import * as styles from './DetailPanel.css';

export type DetailLoadStatus = 'loading' | 'error' | 'not-found';

export type DetailLoadPanelProps = {
  headingId: string;
  /** The record's kind, shown as the heading until it is here ('Incident'). */
  title: ReactNode;
  status: DetailLoadStatus;
  loadingText: string;
  /** The server's title when loading failed. */
  error?: string | null;
  /** Said when the record is not there, or the server gave no title. */
  notFoundText: string;
  onRetry?: () => void;
  theme?: ThemeName;
};

/**
 * A record's page before the record is here: its heading, then a polite
 * loading line, or why it could not be shown with Try again. The light
 * counterpart of fields/branch's LoadingPanel, for display elements that
 * cannot carry the form stylesheet.
 */
export function DetailLoadPanel({ headingId, title, status, loadingText, error, notFoundText, onRetry, theme }: DetailLoadPanelProps) {
  return (
    <section part="base" className={styles.panel} data-motorpool-theme={theme} aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <h2 part="heading" id={headingId} className={styles.heading}>
        {title}
      </h2>
      {status === 'loading' ? (
        <p role="status" className={styles.muted}>
          {loadingText}
        </p>
      ) : (
        <div className={styles.failure}>
          <p role="alert" className={styles.alert}>
            {(status === 'not-found' ? null : error) || notFoundText}
          </p>
          {status === 'error' && onRetry && (
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
