import { EXPORT_FORMATS, type ExportFormat } from '@motorpool/api';
import { failureLines } from '../flows/booking-actions/booking-actions';
import { Button } from '../ui/button/Button';
import type { BulkCancelReport } from './store';
import * as styles from './BookingTable.css';

/** CSV and XLSX, side by side under one 'Export' label; unavailable while an export runs. */
export function ExportButtons({ running, onExport }: { running: boolean; onExport: (format: ExportFormat) => void }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: two buttons inline in the toolbar, not a form's fields; a fieldset would be a block with a border and legend.
    <span className={styles.group} role="group" aria-label="Export">
      <span className={styles.groupLabel} aria-hidden="true">
        Export
      </span>
      {EXPORT_FORMATS.map((format) => (
        <Button variant="text" size="small" key={format} aria-label={`Export ${format.toUpperCase()}`} disabled={running} onClick={() => onExport(format)}>
          {format.toUpperCase()}
        </Button>
      ))}
    </span>
  );
}

/** What the last bulk cancel achieved, with the bookings it could not cancel and why. */
export function BulkReport({ report, onDismiss }: { report: BulkCancelReport; onDismiss?: () => void }) {
  return (
    <div role="status" className={styles.report}>
      <p className={styles.reportLine}>{report.message}</p>
      {report.failures.length > 0 && (
        <ul className={styles.reportFailures} aria-label="Bookings not cancelled">
          {failureLines(report.failures).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {onDismiss && (
        <Button variant="text" size="small" onClick={onDismiss}>
          Dismiss
        </Button>
      )}
    </div>
  );
}
