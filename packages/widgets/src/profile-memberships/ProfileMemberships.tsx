import type { AccountMembership } from '@motorpool/api';
import { useId, useState } from 'react';
import { FormAlert } from '../ui/form/FormAlert';
import { ConfirmDialog } from '../ui/data-table/ConfirmDialog';
import * as formStyles from '../ui/form/form.css';
import type { ThemeName } from '../theme/theme-names';
import type { ProfileMembershipsStatus } from './store';
import * as styles from './ProfileMemberships.css';
import { Button } from '../ui/button/Button';

export const PROFILE_MEMBERSHIPS_TEXT = {
  heading: 'Organisations',
  intro: 'Your account is yours; each organisation keeps its own membership with your role, branch and status.',
  loading: 'Loading your organisations…',
  none: 'You do not belong to any organisation.',
  leave: 'Leave organisation',
  leaving: 'Leaving...',
  confirmTitle: (organisation: string) => `Leave ${organisation}?`,
  confirmMessage: (organisation: string, current: boolean) =>
    `You will no longer be able to sign in to ${organisation} or book its vehicles; only its administrators can add you again.` +
    (current ? ' You are signed in to it now, so you will be signed out.' : ''),
} as const;

export type ProfileMembershipsProps = {
  status: ProfileMembershipsStatus;
  memberships: readonly AccountMembership[];
  /** Why the list could not be loaded. */
  loadError?: string | null;
  onRetry?: () => void;
  /** The organisation the person is signed in to now: leaving it signs them out. */
  currentOrganisation?: number | null;
  /** The organisation being left right now. */
  leaving?: number | null;
  /** The server's word on the last leave. */
  announcement?: string | null;
  /** Why the last leave was refused. */
  leaveError?: string | null;
  /** Leaves the organisation, after the confirmation. */
  onLeave: (organisation: number) => Promise<unknown> | void;
  theme?: ThemeName;
};

/**
 * The organisations the signed-in person belongs to, on their profile: each
 * with role, branch and status, and 'Leave organisation' behind a
 * confirmation. Display only: the data and the leaving come from the host.
 */
export function ProfileMemberships({
  status,
  memberships,
  loadError,
  onRetry,
  currentOrganisation = null,
  leaving = null,
  announcement,
  leaveError,
  onLeave,
  theme,
}: ProfileMembershipsProps) {
  const headingId = useId();
  const [confirming, setConfirming] = useState<AccountMembership | null>(null);

  return (
    <section className={styles.root} data-motorpool-theme={theme} aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <h2 id={headingId} className={styles.heading}>
        {PROFILE_MEMBERSHIPS_TEXT.heading}
      </h2>
      <p className={styles.intro}>{PROFILE_MEMBERSHIPS_TEXT.intro}</p>
      <div role="status" className={announcement ? formStyles.notice : undefined}>
        {announcement}
      </div>
      <FormAlert messages={[status === 'error' ? loadError : null, leaveError]} />
      {status === 'loading' && <p className={styles.status}>{PROFILE_MEMBERSHIPS_TEXT.loading}</p>}
      {status === 'error' && onRetry && (
        <Button variant="outline" size="small" onClick={onRetry}>
          Try again
        </Button>
      )}
      {status === 'ready' && memberships.length === 0 && <p className={styles.status}>{PROFILE_MEMBERSHIPS_TEXT.none}</p>}
      {status === 'ready' && memberships.length > 0 && (
        <ul className={styles.list}>
          {memberships.map((membership) => (
            <li key={membership.organisation.pk} className={styles.item}>
              <div>
                <h3 className={styles.organisation}>{membership.organisation.name}</h3>
                <dl className={styles.details}>
                  {(
                    [
                      ['Role', membership.role?.name],
                      ['Branch', membership.branch?.name],
                      ['Status', membership.status.name],
                    ] as const
                  ).map(([term, value]) => (
                    <div key={term} className={styles.detail}>
                      <dt className={styles.term}>{term}</dt>
                      <dd className={styles.value}>{value ?? '—'}</dd>
                    </div>
                  ))}
                </dl>
              </div>
              <Button
                variant="outline"
                size="small"
                aria-label={`${PROFILE_MEMBERSHIPS_TEXT.leave} ${membership.organisation.name}`}
                disabled={leaving !== null}
                onClick={() => setConfirming(membership)}
              >
                {leaving === membership.organisation.pk ? PROFILE_MEMBERSHIPS_TEXT.leaving : PROFILE_MEMBERSHIPS_TEXT.leave}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <ConfirmDialog
          title={PROFILE_MEMBERSHIPS_TEXT.confirmTitle(confirming.organisation.name)}
          message={PROFILE_MEMBERSHIPS_TEXT.confirmMessage(confirming.organisation.name, confirming.organisation.pk === currentOrganisation)}
          confirmLabel={PROFILE_MEMBERSHIPS_TEXT.leave}
          busyLabel={PROFILE_MEMBERSHIPS_TEXT.leaving}
          busy={leaving !== null}
          onCancel={() => setConfirming(null)}
          onConfirm={async () => {
            await onLeave(confirming.organisation.pk);
            setConfirming(null);
          }}
        />
      )}
    </section>
  );
}
