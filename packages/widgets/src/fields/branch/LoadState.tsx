import { FormAlert } from '../../ui/form/FormAlert';
import * as styles from './layout.css';
import { Button } from '../../ui/button/Button';
import type { ThemeName } from '../../theme/theme-names';
import { useId, type ReactNode } from 'react';

export type LoadStateProps = {
  status: 'loading' | 'error';
  /** 'Loading branch…' */
  loadingText: string;
  /** The server's title (or why nothing could be asked). */
  error?: string | null;
  /** Shown when the server gave no title. */
  fallbackError: string;
  onRetry?: () => void;
  /** The retry button's words: 'Retry' by default; the record screens say 'Try again'. */
  retryText?: string;
};

/** What a widget shows before it has its data: a polite loading line, or the failure with Retry. */
export function LoadState({ status, loadingText, error, fallbackError, onRetry, retryText = 'Retry' }: LoadStateProps) {
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
          {retryText}
        </Button>
      )}
    </>
  );
}

export type LoadingPanelProps = Omit<LoadStateProps, 'status'> & {
  /** `ready` shows the children; until then the load state stands in for them. */
  status: LoadStateProps['status'] | 'ready';
  headingId: string;
  /** The widget's own heading, shown while its data loads so the page does not jump. */
  title: ReactNode;
  headingClassName?: string;
  /** The card's width: `panel` by default. */
  className?: string;
  theme?: ThemeName;
  children?: ReactNode;
};

/** A widget's card: its heading, then the load state until its data is here. */
export function LoadingPanel({
  headingId,
  title,
  headingClassName = styles.heading,
  className = styles.panel,
  theme,
  status,
  children,
  ...loadState
}: LoadingPanelProps) {
  return (
    <section part="base" className={className} data-motorpool-theme={theme} aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <h2 part="heading" id={headingId} className={headingClassName}>
        {title}
      </h2>
      {status === 'ready' ? children : <LoadState status={status} {...loadState} />}
    </section>
  );
}

/** What a record form's card reads of the form's own props. */
export type RecordLoad = { status?: LoadingPanelProps['status']; loadError?: string | null; onRetry?: () => void; theme?: ThemeName };

export type RecordFormPanelProps = Pick<LoadingPanelProps, 'title' | 'loadingText' | 'fallbackError' | 'className' | 'retryText' | 'children'> & {
  record: RecordLoad;
};

/** A record form's card (branch, vehicle, incident): its heading, then the form once the record is here. */
export function RecordFormPanel({ record, title, loadingText, fallbackError, className, retryText, children }: RecordFormPanelProps) {
  const headingId = useId();
  const { status = 'ready', loadError, onRetry, theme } = record;
  return (
    <LoadingPanel
      headingId={headingId}
      title={title}
      className={className}
      headingClassName={styles.recordHeading}
      theme={theme}
      status={status}
      loadingText={loadingText}
      error={loadError}
      fallbackError={fallbackError}
      onRetry={onRetry}
      retryText={retryText}
    >
      {children}
    </LoadingPanel>
  );
}
