import { messages } from '@motorpool/api';
import { useId, type ReactNode } from 'react';
import { FormAlert } from '../private/account-form/FormAlert';
import type { ThemeName } from '../theme/theme-names';
import type { ProfileDetailsStatus } from './store';
import * as styles from './ProfileDetails.css';

export const PROFILE_DETAILS_TEXT = {
  loading: 'Loading your details…',
  /** A system admin outside any organisation: details are kept per organisation. */
  noOrganisation: 'Your personal, licence and other details are kept by each organisation you belong to. Choose an organisation to see them.',
  /** Signed in to an organisation without being one of its employees (a system admin visiting it). */
  noEmployeeRecord: 'You have no employee record in this organisation, so there are no personal, licence or other details to show.',
  notEditable: 'Your details cannot be changed here. Ask an administrator of your organisation if something is wrong.',
  personalSaved: 'Personal details saved',
  licenceSaved: 'License details saved',
  otherSaved: 'Other details saved',
} as const;

export type ProfileDetailsFrameProps = {
  title: string;
  status: ProfileDetailsStatus;
  /** Why loading failed, or why there is nothing to show. */
  loadError?: string | null;
  onRetry?: () => void;
  theme?: ThemeName;
  busy?: boolean;
  /** The form, once the record is ready. */
  children: ReactNode;
};

/** The card every profile details form shares: its heading, and what shows instead of the form while there is none. */
export function ProfileDetailsFrame({ title, status, loadError, onRetry, theme, busy, children }: ProfileDetailsFrameProps) {
  const headingId = useId();
  let body: ReactNode = children;
  if (status === 'loading') {
    body = (
      <p role="status" className={styles.status}>
        {PROFILE_DETAILS_TEXT.loading}
      </p>
    );
  } else if (status === 'unavailable') {
    body = (
      <p role="note" className={styles.note}>
        {loadError || PROFILE_DETAILS_TEXT.noEmployeeRecord}
      </p>
    );
  } else if (status === 'error') {
    body = (
      <>
        <FormAlert messages={[loadError || messages.userForm.fetchFailed]} />
        {onRetry && (
          <button type="button" className={styles.secondary} onClick={onRetry}>
            Try again
          </button>
        )}
      </>
    );
  }
  return (
    <section
      className={styles.root}
      data-motorpool-theme={theme}
      aria-labelledby={headingId}
      aria-busy={status === 'loading' || busy || undefined}
    >
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {body}
    </section>
  );
}

export type SaveBarProps = {
  saving: boolean;
  /** The last save succeeded and nothing has changed since. */
  savedMessage: string | null;
};

/** Save, 'Saving...' while it runs, and what the last save achieved. */
export function SaveBar({ saving, savedMessage }: SaveBarProps) {
  return (
    <div className={styles.actions}>
      {savedMessage && !saving && <p className={styles.saved}>{savedMessage}</p>}
      <button type="submit" className={styles.primary} disabled={saving}>
        {saving ? messages.userForm.saving : 'Save'}
      </button>
    </div>
  );
}
