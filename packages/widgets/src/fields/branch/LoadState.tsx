import { FormAlert } from '../../ui/form/FormAlert';
import * as styles from './layout.css';
import { Button } from '../../ui/button/Button';

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
