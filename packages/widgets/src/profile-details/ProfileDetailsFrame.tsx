import { messages, type Employee, type UpdateDriverExtensionRequest } from '@motorpool/api';
import { useId, type ReactNode } from 'react';
import { ActionRow } from '../ui/action-row/ActionRow';
import { Button } from '../ui/button/Button';
import { FormAlert } from '../ui/form/FormAlert';
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

/** What every profile tab takes: the record, what its frame shows instead of the form, and the save with its outcome. */
export type ProfileTabProps = {
  /** The signed-in person's own record (`employees-extensions/get-profile/`). */
  employee?: Employee | null;
  status?: ProfileDetailsStatus;
  /** Why loading failed, or (status `unavailable`) why there is no record to show. */
  loadError?: string | null;
  onRetry?: () => void;
  saving?: boolean;
  /** The last save succeeded: says so until the next change. */
  saved?: boolean;
  /** The last failure: the server's title, or 'Failed to save. Something went wrong'. */
  serverError?: string | null;
  /** Server field errors by payload key (`manager`, `license_number`, `user_tags.<group name>`, …), shown on their fields. */
  fieldErrors?: Record<string, string> | null;
  /** Save with a checked payload; resolve `true` once saved. A failure leaves every value as typed. */
  onSave: (payload: UpdateDriverExtensionRequest) => Promise<boolean | void> | boolean | void;
  theme?: ThemeName;
};

/** A tab's form: its props less what the frame shows. */
export type ProfileTabFormProps<Props extends ProfileTabProps> = Omit<Props, 'status' | 'loadError' | 'onRetry' | 'theme'>;

/** Above a tab's form: why it cannot be changed, and what the last save failed on that no field shows. */
export function ProfileFormNotices({ editable, failures }: { editable: boolean; failures: readonly (string | null | undefined)[] }) {
  return (
    <>
      {!editable && (
        <p role="note" className={styles.note}>
          {PROFILE_DETAILS_TEXT.notEditable}
        </p>
      )}
      <FormAlert messages={failures} />
    </>
  );
}

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
          <Button tone="neutral" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
      </>
    );
  }
  return (
    <section part="base" className={styles.root} data-motorpool-theme={theme} aria-labelledby={headingId} aria-busy={status === 'loading' || busy || undefined}>
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
    <ActionRow divider>
      {savedMessage && !saving && <p className={styles.saved}>{savedMessage}</p>}
      <Button type="submit" disabled={saving}>
        {saving ? messages.userForm.saving : 'Save'}
      </Button>
    </ActionRow>
  );
}
