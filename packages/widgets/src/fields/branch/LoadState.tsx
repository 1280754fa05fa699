import { FormAlert } from '../../ui/form/FormAlert';
import * as styles from './layout.css';
import { Button } from '../../ui/button/Button';
import type { ThemeName } from '../../theme/theme-names';

export type LoadStateProps = {
  status: 'loading' | 'error';
  /** 'Loading branch…' */
  loadingText: string;
  /** The server's title (or why nothing could be asked). */
  error?: string | null;
  /** Shown when the server gave no title. */
  fallbackError: string;
  onRetry?: () => void;
};

/** What a widget shows before it has its data: a polite loading line, or the failure with Retry. */
export function LoadState({ status, loadingText, error, fallbackError, onRetry }: LoadStateProps) {
  if (status === 'loading') {
    return (
      <p role="status" className={styles.status}>
        {loadingText}
      </p>
    );
  }
  return (
    <>
      <FormAlert messages={[error || fallbackError]} />
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          Retry
        </Button>
      )}
    </>
  );
}

export type LoadingPanelProps = LoadStateProps & {
  headingId: string;
  /** The form's own heading, shown while its data loads so the page does not jump. */
  title: string;
  headingClassName: string;
  theme?: ThemeName;
};

/** A form's card before its record is here: the heading it will have, then the load state. */
export function LoadingPanel({ headingId, title, headingClassName, theme, ...loadState }: LoadingPanelProps) {
  return (
    <section
      part="base"
      className={styles.panel}
      data-motorpool-theme={theme}
      aria-labelledby={headingId}
      aria-busy={loadState.status === 'loading' || undefined}
    >
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      <LoadState {...loadState} />
    </section>
  );
}
