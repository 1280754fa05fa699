import { formatBookingDateTime, type AuditEntry } from '@motorpool/api';
import { useId } from 'react';
import { Button } from '../button/Button';
import * as styles from './AuditTrail.css';
import { auditActorName, auditChangeLines } from './change-text';

export type AuditTrailStatus = 'loading' | 'ready' | 'error';

export type AuditTrailProps = {
  status: AuditTrailStatus;
  /** Newest first, as the server sends them. */
  entries: readonly AuditEntry[];
  /** The server's title when the trail could not be read. */
  error?: string | null;
  onRetry?: () => void;
  /** Field name → the label the screen gives it ("default_time_zone" → "Default time zone"). */
  fieldLabels?: Readonly<Record<string, string>>;
  /** Where the times are shown; the browser's zone when absent. */
  timeZone?: string;
  title?: string;
  /** Older entries exist: a Show older button calls `onMore`. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onMore?: () => void;
};

export const AUDIT_TRAIL_TEXT = {
  title: 'Audit Trail',
  loading: 'Loading the audit trail…',
  empty: 'No changes recorded yet.',
  retry: 'Try again',
  more: 'Show older changes',
  loadingMore: 'Loading…',
  columns: { when: 'When', who: 'Who', what: 'What changed' },
} as const;

const noLabels: Readonly<Record<string, string>> = {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Who changed a record, when, and what: each change as "Field: before →
 * after", newest first. A table where there is room; in a narrow box (a
 * phone) each change is a block of labelled lines. Loading, nothing yet and
 * a failure with Try again are said in its place. No HTTP (useAuditTrail loads it).
 */
export function AuditTrail({
  status,
  entries,
  error,
  onRetry,
  fieldLabels = noLabels,
  timeZone,
  title = AUDIT_TRAIL_TEXT.title,
  hasMore = false,
  loadingMore = false,
  onMore,
}: AuditTrailProps) {
  const headingId = useId();
  const zone = timeZone ?? browserZone();
  const { columns } = AUDIT_TRAIL_TEXT;

  return (
    <section className={styles.root} aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <h3 id={headingId} className={styles.title}>
        {title}
      </h3>
      {status === 'loading' && (
        <p role="status" className={styles.muted}>
          {AUDIT_TRAIL_TEXT.loading}
        </p>
      )}
      {status === 'error' && (
        <div className={styles.failure}>
          <p role="alert" className={styles.alert}>
            {error || 'The audit trail could not be loaded.'}
          </p>
          {onRetry && (
            <Button variant="outline" size="small" onClick={onRetry}>
              {AUDIT_TRAIL_TEXT.retry}
            </Button>
          )}
        </div>
      )}
      {status === 'ready' && entries.length === 0 && <p className={styles.muted}>{AUDIT_TRAIL_TEXT.empty}</p>}
      {status === 'ready' && entries.length > 0 && (
        <table className={styles.table} aria-labelledby={headingId}>
          <thead className={styles.head}>
            <tr>
              <th scope="col" className={styles.headCell}>
                {columns.when}
              </th>
              <th scope="col" className={styles.headCell}>
                {columns.who}
              </th>
              <th scope="col" className={styles.headCell}>
                {columns.what}
              </th>
            </tr>
          </thead>
          <tbody className={styles.body}>
            {entries.map((entry) => {
              const lines = auditChangeLines(entry, fieldLabels, zone);
              return (
                <tr key={entry.pk} className={styles.row}>
                  <td className={`${styles.cell} ${styles.whenCell}`}>
                    <span className={styles.cellLabel} aria-hidden="true">
                      {columns.when}
                    </span>
                    <time dateTime={entry.created_at}>{whenText(entry.created_at, zone)}</time>
                  </td>
                  <td className={styles.cell}>
                    <span className={styles.cellLabel} aria-hidden="true">
                      {columns.who}
                    </span>
                    {auditActorName(entry)}
                  </td>
                  <td className={styles.cell}>
                    <span className={styles.cellLabel} aria-hidden="true">
                      {columns.what}
                    </span>
                    {lines.length === 0 ? (
                      entry.action
                    ) : (
                      <ul className={styles.changes}>
                        {lines.map((line) => (
                          <li key={line.field}>
                            <span className={styles.field}>{line.label}:</span> {line.before} → {line.after}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {status === 'ready' && hasMore && onMore && (
        <Button className={styles.more} variant="outline" size="small" busy={loadingMore} onClick={onMore}>
          {loadingMore ? AUDIT_TRAIL_TEXT.loadingMore : AUDIT_TRAIL_TEXT.more}
        </Button>
      )}
    </section>
  );
}

/** As bookings show their times, so a change reads beside the bookings it governs. */
function whenText(createdAt: string, timeZone: string): string {
  return Number.isNaN(Date.parse(createdAt)) ? createdAt : formatBookingDateTime(createdAt, timeZone);
}
