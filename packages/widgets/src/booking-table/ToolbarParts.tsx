import { failureLines } from '../flows/booking-actions/booking-actions';
import { Button } from '../ui/button/Button';
import type { BulkCancelReport } from './store';
import * as styles from './BookingTable.css';

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
