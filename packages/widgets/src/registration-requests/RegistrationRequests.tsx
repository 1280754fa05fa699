import type { RegistrationRequest } from '@motorpool/api';
import { useId } from 'react';
import { FormAlert } from '../ui/form/FormAlert';
import { formatDisplayDateTime } from '../ui/date-field/dates';
import * as formStyles from '../ui/form/form.css';
import type { ThemeName } from '../theme/theme-names';
import * as styles from './RegistrationRequests.css';
import type { RegistrationRequestsStatus } from './store';
import { Button } from '../ui/button/Button';

export type RegistrationRequestsProps = {
  status: RegistrationRequestsStatus;
  requests: readonly RegistrationRequest[];
  /** How many there are in all; defaults to the rows shown. */
  count?: number;
  /** Why the list could not be loaded (the server's title). */
  error?: string | null;
  onAccept: (request: RegistrationRequest) => void | Promise<void>;
  /** Primary keys of the requests being accepted right now. */
  accepting?: readonly number[];
  /** The server's word on the last accept, announced politely. */
  announcement?: string | null;
  /** Why the last accept (or page) failed. */
  actionError?: string | null;
  onRetry?: () => void;
  /** Shows 'Load more' while more pages wait on the server. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  heading?: string;
  theme?: ThemeName;
};

const PENDING = 'Pending Approval';

const toneOf = (status: string): keyof typeof styles.status => (status === 'Active' ? 'active' : status === 'Rejected' ? 'rejected' : 'pending');

/**
 * Pending self-registrations for the approvers of USER_SIGNUP_APPROVER
 * (spec §4, §6), without any HTTP: the table, its loading, empty and error
 * states, and Accept on each pending row.
 */
export function RegistrationRequests({
  status,
  requests,
  count,
  error,
  onAccept,
  accepting = [],
  announcement,
  actionError,
  onRetry,
  hasMore,
  loadingMore,
  onLoadMore,
  heading = 'Registration Requests',
  theme,
}: RegistrationRequestsProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const total = count ?? requests.length;

  return (
    <section className={styles.root} data-motorpool-theme={theme} aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {status === 'ready' && total > 0 && (
          <p className={styles.count}>
            {total} {total === 1 ? 'request' : 'requests'} waiting for approval
          </p>
        )}
      </div>
      <div role="status" className={announcement ? formStyles.notice : undefined}>
        {announcement}
      </div>
      <FormAlert messages={[actionError]} />
      {status === 'loading' && (
        <p role="status" className={styles.empty}>
          Loading registration requests…
        </p>
      )}
      {status === 'error' && (
        <div role="alert" className={formStyles.alert}>
          <p className={formStyles.alertMessage}>{error}</p>
          {onRetry && (
            <Button variant="text" size="small" onClick={onRetry}>
              Try again
            </Button>
          )}
        </div>
      )}
      {status === 'ready' && requests.length === 0 && <p className={styles.empty}>No pending registration requests</p>}
      {status === 'ready' && requests.length > 0 && (
        <div className={styles.scroller}>
          <table className={styles.table} aria-labelledby={headingId}>
            <thead>
              <tr>
                {['Name', 'Email', 'Branch', 'Requested on', 'Status', 'Action'].map((column) => (
                  <th key={column} scope="col" className={styles.headerCell}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {requests.map((request) => {
                const saving = accepting.includes(request.pk);
                return (
                  <tr key={request.pk}>
                    <th scope="row" className={styles.nameCell}>
                      {request.name}
                    </th>
                    <td className={styles.cell}>{request.email}</td>
                    <td className={styles.cell}>{request.branch?.name ?? '—'}</td>
                    <td className={styles.cell}>{formatDisplayDateTime(request.created_at)}</td>
                    <td className={styles.cell}>
                      <span className={styles.status[toneOf(request.status.name)]}>{request.status.name}</span>
                    </td>
                    <td className={styles.actionCell}>
                      {request.status.name === PENDING && (
                        <Button
                          variant="outline"
                          size="small"
                          aria-label={`${saving ? 'Accepting' : 'Accept'} ${request.name}`}
                          disabled={saving}
                          onClick={() => void onAccept(request)}
                        >
                          {saving ? 'Accepting…' : 'Accept'}
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {status === 'ready' && hasMore && onLoadMore && (
        <div className={styles.footer}>
          <Button variant="outline" size="small" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </section>
  );
}
