import { messages, type Employee, type UpdateDriverExtensionRequest } from '@motorpool/api';
import { useId, type ComponentType, type ReactNode } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { ActionRow } from '../ui/action-row/ActionRow';
import { Button } from '../ui/button/Button';
import { FormAlert } from '../ui/form/FormAlert';
import type { ThemeName } from '../theme/theme-names';
import { useRecordForm } from '../ui/form/use-record-form';
import { isOwnRecordEditable } from './profile-details-values';
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

export type ProfileTabFrameProps<Props extends ProfileTabProps> = {
  title: string;
  /** The tab's props, as its host gave them. */
  tab: Props;
  /** The tab's form, given the same props; it reads the record and the save, the frame the rest. */
  form: ComponentType<Props>;
};

/**
 * A profile tab: its form inside the frame, which shows the loading, the
 * failure or the missing record instead while there is no record to edit.
 */
export function ProfileTabFrame<Props extends ProfileTabProps>({ title, tab, form: TabForm }: ProfileTabFrameProps<Props>) {
  const { status = 'ready', loadError, onRetry, theme, saving } = tab;
  return (
    <ProfileDetailsFrame title={title} status={status} loadError={loadError} onRetry={onRetry} theme={theme} busy={saving}>
      <TabForm {...tab} />
    </ProfileDetailsFrame>
  );
}

export type ProfileTabFormOptions<Values extends FieldValues> = {
  /** The tab's props: the record, the save and its outcome. */
  tab: ProfileTabProps;
  initialValues: Values;
  resolver: Resolver<Values>;
  /** The server's field errors: those on the tab's fields by form path, and the rest for the alert. */
  placement: { placed: Readonly<Record<string, string>>; unplaced: readonly string[] };
  payloadOf: (values: Values) => UpdateDriverExtensionRequest;
  /** What the Save bar says once saved, until the next change. */
  savedText: string;
};

/**
 * A tab's form over the person's own record: saved only while the
 * organisation lets them change it. `body` is what the tab's
 * ProfileTabFormBody takes: the failures, the save and its outcome.
 */
export function useProfileTabForm<Values extends FieldValues>({
  tab,
  initialValues,
  resolver,
  placement,
  payloadOf,
  savedText,
}: ProfileTabFormOptions<Values>) {
  const { employee = null, saving = false, saved = false, serverError, onSave } = tab;
  const editable = isOwnRecordEditable(employee);
  const form = useRecordForm<Values>(initialValues, resolver, placement.placed);
  const submit = form.handleSubmit(async (values) => {
    if (!editable) return;
    await onSave(payloadOf(values));
  });
  const body = {
    editable,
    failures: [serverError, ...placement.unplaced],
    onSubmit: submit,
    saving,
    savedMessage: saved && !form.formState.isDirty ? savedText : null,
  };
  return { form, editable, body };
}

export type ProfileTabFormBodyProps = {
  editable: boolean;
  /** What the last save failed on that no field shows. */
  failures: readonly (string | null | undefined)[];
  onSubmit: () => void;
  saving: boolean;
  /** The Save bar: while the record may be changed, unless the tab has nothing to change. */
  savable?: boolean;
  /** The last save succeeded and nothing has changed since. */
  savedMessage: string | null;
  children: ReactNode;
};

/** A tab's form: why it cannot be changed and what the last save failed on that no field shows, then its fields and the Save bar. */
export function ProfileTabFormBody({ editable, failures, onSubmit, saving, savable = true, savedMessage, children }: ProfileTabFormBodyProps) {
  return (
    <>
      {!editable && (
        <p role="note" className={styles.note}>
          {PROFILE_DETAILS_TEXT.notEditable}
        </p>
      )}
      <FormAlert messages={failures} />
      <form part="form" className={styles.form} noValidate onSubmit={onSubmit} aria-busy={saving || undefined}>
        {children}
        {editable && savable && <SaveBar saving={saving} savedMessage={savedMessage} />}
      </form>
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
      <h2 part="heading" id={headingId} className={styles.heading}>
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
