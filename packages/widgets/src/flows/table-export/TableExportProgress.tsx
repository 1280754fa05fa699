import type { ExportFormat } from '@motorpool/api';
import type { ThemeName } from '../../theme/theme-names';
import * as styles from './TableExportProgress.css';
import type { TableExportStatus } from './store';
import { Button } from '../../ui/button/Button';

export type TableExportProgressProps = {
  status: TableExportStatus;
  format: ExportFormat | null;
  /** Rows received; null when they cannot be counted (XLSX arrives compressed). */
  rows: number | null;
  total: number | null;
  bytes: number;
  fileName?: string | null;
  error?: string | null;
  onDismiss?: () => void;
  /** What is exported, for the sentences ("users"). */
  subject?: string;
  theme?: ThemeName;
};

const number = (value: number) => value.toLocaleString('en-AU');

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${number(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString('en-AU', { maximumFractionDigits: 1 })} MB`;
}

/**
 * What an export is doing, so a long export shows progress: rows received
 * against the total for CSV, bytes for XLSX, then the file name or the failure.
 * Nothing while idle.
 */
export function TableExportProgress({ status, format, rows, total, bytes, fileName, error, onDismiss, subject = 'users', theme }: TableExportProgressProps) {
  if (status === 'idle') return null;
  const label = `Exporting ${subject}${format ? ` to ${format.toUpperCase()}` : ''}`;
  const known = rows !== null && total !== null && total > 0;
  const received = known ? Math.min(rows, total) : 0;

  return (
    <div className={styles.root} data-motorpool-theme={theme}>
      {status === 'running' && (
        <>
          <div
            role="progressbar"
            aria-label={label}
            aria-valuemin={0}
            aria-valuemax={known ? total : undefined}
            aria-valuenow={known ? received : undefined}
            aria-valuetext={known ? undefined : `${size(bytes)} received`}
            className={styles.track}
          >
            <div className={known ? styles.fill : styles.fillUnknown} style={known ? { width: `${Math.round((received / total) * 100)}%` } : undefined} />
          </div>
          <p className={styles.text} aria-live="polite">
            {label}: {known ? `${number(received)} of ${number(total)} rows` : `${size(bytes)} received${total !== null ? ` (${number(total)} rows)` : ''}`}
          </p>
        </>
      )}
      {status === 'done' && (
        <p role="status" className={styles.done}>
          {fileName ? `${fileName} is ready in your downloads.` : 'The export is ready in your downloads.'}
        </p>
      )}
      {status === 'error' && (
        <p role="alert" className={styles.failed}>
          {error}
        </p>
      )}
      {status !== 'running' && onDismiss && (
        <Button variant="text" size="small" onClick={onDismiss}>
          Dismiss
        </Button>
      )}
    </div>
  );
}
