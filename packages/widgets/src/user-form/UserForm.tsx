import { messages, USER_FORM_LABELS, type EditScope, type Employee, type EmployeeWrite } from '@motorpool/api';
import { useId, useState, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { knownRecipients, type LicenceField } from '../fields/licence/licence-values';
import { LicenseFields } from '../fields/licence/LicenseFields';
import type { RecipientSearch } from '../fields/licence/RecipientPicker';
import type { ThemeName } from '../theme/theme-names';
import { todayIsoDate } from '../ui/date-field/dates';
import { FormAlert } from '../ui/form/FormAlert';
import { LoadingPanel } from '../fields/branch/LoadState';
import * as formStyles from '../ui/form/form.css';
import { DeleteDialog } from './DeleteDialog';
import { GeneralDetails } from './GeneralDetails';
import type { OptionListName, SaveIntent, UserFormOptions, UserFormStatus } from './store';
import { UserCustomFields } from './UserCustomFields';
import { UserFormActions } from './UserFormActions';
import type { ManagerCheck } from '../fields/person/manager-check';
import { isEditablePath, STRUCT_REQUIRED_FIELDS, type PhoneCountry, type UserFormField, type UserFormRules } from './user-form-values';
import { useUserForm } from './use-user-form';
import * as styles from './UserForm.css';

export type UserFormProps = {
  /** The user being edited; none for Add New User. */
  employee?: Employee | null;
  /** `loading` and `error` concern the record and the lists the form needs before it can show. */
  status?: UserFormStatus;
  /** Why loading failed ('Failed to fetch employee details' by default). */
  loadError?: string | null;
  onRetry?: () => void;
  options: UserFormOptions;
  /** Why a list could not be loaded ('Failed to fetch roles', 'Failed to fetch Hubs', …), shown at its field. */
  optionErrors?: Partial<Record<OptionListName, string>>;
  /**
   * Fields that must be filled in, each saying `requiredMessage(field)` when
   * empty ('DOB is required' for date_of_birth). By default the ones the save
   * payload itself requires: names, email, branch, user status and role.
   */
  requiredFields?: readonly UserFormField[];
  /** CustomFleet organisations call adding a user 'New User' (spec §2). */
  customFleet?: boolean;
  /** Where a new user's phone starts: the organisation's default phone country; Australia (+61) when absent. */
  phoneCountry?: PhoneCountry | null;
  /** The fleet-share brand also calls the Contact Number 'Phone Number' (spec §3). */
  theme?: ThemeName;
  /** Today, yyyy-MM-dd, for the date bounds; the browser's today by default. */
  today?: string;
  /** Which button's save is running. */
  saving?: SaveIntent | null;
  deleting?: boolean;
  /** The last failure: the server's title, or 'Failed to save. Something went wrong'. */
  serverError?: string | null;
  /** Server field errors by payload path (`user.email`, `user_tags.<group>`); placed on their fields. */
  fieldErrors?: Record<string, string> | null;
  /** The on-blur check of the line manager's email. */
  managerCheck?: ManagerCheck | null;
  /** A well-formed line manager's email was left: the host checks it with the server (spec §5). */
  onManagerBlur?: (email: string) => void;
  /**
   * Save or Submit with a checked payload. Resolve `true` once saved: an
   * added user's form then empties for the next one after Save. Anything
   * else leaves every value as typed.
   */
  onSave: (payload: EmployeeWrite, intent: SaveIntent) => Promise<boolean> | boolean | void;
  /** Delete, after the confirmation; shown only when editing. */
  onDelete?: () => Promise<unknown> | void;
  onCancel?: () => void;
  recipientSearch?: RecipientSearch;
  /** Uploads a licence photo (spec §7 document upload) and answers where it is served. */
  onUploadPhoto?: (file: File) => Promise<string>;
  /**
   * The organisation works with hubs ('Enable Hubs'; true by default). Off,
   * the Hub field and the additional-hubs field go, and a save sends back the
   * hubs the member holds as they were read, so nothing of them changes.
   */
  hubsEnabled?: boolean;
};

export const ADD_USER_TITLE = 'Add New User';
/** Spec §2: CustomFleet's add-user label. */
export const CUSTOM_FLEET_ADD_USER_TITLE = 'New User';
export const EDIT_USER_TITLE = 'Edit User';
const PHONE_NUMBER_LABEL = 'Phone Number';

/** What the caller may change: a deleted or uneditable user nothing at all (spec §6). */
export function editScopeOf(employee: Employee | null | undefined): EditScope {
  if (!employee) return 'full';
  if (isDeleted(employee) || employee.is_editable === false) return 'none';
  return employee.edit_scope ?? 'full';
}

const isDeleted = (employee: Employee) => employee.status.name === 'Deleted' || employee.employee_details?.employees_extension.is_deleted === true;

/** Spec §6 tooltips of a Delete that is not allowed. */
export function deleteBlockedReason(employee: Employee): string | null {
  if (isDeleted(employee)) return messages.userForm.userDeleted;
  return employee.is_deleteable === false ? messages.userForm.bookedCannotDelete : null;
}

export function userFormTitle(employee: Employee | null | undefined, customFleet = false) {
  if (employee) return EDIT_USER_TITLE;
  return customFleet ? CUSTOM_FLEET_ADD_USER_TITLE : ADD_USER_TITLE;
}

/**
 * Add New User and Edit User (spec §2, §3, §5): General Details, License
 * Details and the organisation's custom fields. Adding offers Save, Cancel and
 * Submit: Save adds the user and empties the form for the next one, Submit
 * adds the user and closes (the host decides where to go). Editing offers
 * Save, Delete and Cancel. A failed save keeps everything as typed.
 */
export function UserForm(props: UserFormProps) {
  const { employee, status = 'ready', loadError, onRetry, customFleet, theme } = props;
  const headingId = useId();
  const title = userFormTitle(employee, customFleet);

  if (status !== 'ready') {
    return (
      <LoadingPanel
        headingId={headingId}
        title={title}
        className={styles.root}
        headingClassName={styles.heading}
        theme={theme}
        status={status}
        loadingText="Loading user details…"
        error={loadError}
        fallbackError={messages.userForm.fetchFailed}
        onRetry={onRetry}
        retryText="Try again"
      />
    );
  }
  return <UserFormBody {...props} headingId={headingId} title={title} />;
}

function UserFormBody({
  employee = null,
  options,
  optionErrors = {},
  requiredFields: givenRequired = STRUCT_REQUIRED_FIELDS,
  theme,
  today: givenToday,
  saving = null,
  deleting = false,
  serverError,
  fieldErrors,
  managerCheck = null,
  onManagerBlur,
  onSave,
  phoneCountry,
  onDelete,
  onCancel,
  recipientSearch,
  onUploadPhoto,
  hubsEnabled = true,
  headingId,
  title,
}: UserFormProps & { headingId: string; title: string }) {
  const id = useId();
  const today = givenToday ?? todayIsoDate();
  const groups = options.tagGroups;
  const scope = editScopeOf(employee);
  const phoneLabel = theme === 'fleet-share' ? PHONE_NUMBER_LABEL : USER_FORM_LABELS.phone;
  const extension = employee?.employee_details?.employees_extension ?? null;
  // A field that is not shown is never asked for.
  const requiredFields = hubsEnabled ? givenRequired : givenRequired.filter((field) => field !== 'hub');
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const rules: UserFormRules = { groups, employee, requiredFields, phoneLabel, managerCheck, scope, today };
  const { form, unplaced, errorAt, save } = useUserForm({ employee, groups, rules, scope, fieldErrors, managerCheck, onSave, phoneCountry });

  const required = new Set(requiredFields);
  const accountManagedByHolder = employee?.account_managed_by_holder === true;
  const editable = (path: string) => isEditablePath(scope, path, accountManagedByHolder);
  const fieldId = (path: string) => `${id}-${path.replace(/\./g, '-')}`;
  const busy = saving !== null || deleting;
  const scopeNote = scopeNoteOf(employee, scope);

  return (
    <section part="base" className={styles.root} data-motorpool-theme={theme} aria-labelledby={headingId}>
      <h2 part="heading" id={headingId} className={styles.heading}>
        {title}
      </h2>
      {scopeNote && (
        <p className={styles.scopeNote} role="note">
          {scopeNote}
        </p>
      )}
      {accountManagedByHolder && scope !== 'none' && (
        <p className={styles.scopeNote} role="note">
          {messages.userForm.accountHeldNote}
        </p>
      )}
      <FormAlert messages={[serverError, ...unplaced]} />
      <FormProvider {...form}>
        <form part="form" className={styles.form} noValidate onSubmit={save('save')} aria-busy={busy || undefined}>
          <Section title="General Details">
            <GeneralDetails
              employee={employee}
              options={options}
              optionErrors={optionErrors}
              required={required}
              editable={editable}
              errorAt={errorAt}
              fieldId={fieldId}
              phoneLabel={phoneLabel}
              today={today}
              onManagerBlur={onManagerBlur}
              hubsEnabled={hubsEnabled}
            />
          </Section>

          <Section title="License Details" laidOut>
            <LicenseFields
              idPrefix={`${id}-licence`}
              today={today}
              isRequired={(field: LicenceField) => required.has(field as UserFormField)}
              isReadOnly={(field: LicenceField) => !editable(field)}
              warnExpiry={employee !== null}
              licenceClasses={options.licenceClasses ?? undefined}
              knownRecipients={knownRecipients(extension)}
              recipientSearch={recipientSearch}
              onUploadPhoto={onUploadPhoto}
            />
          </Section>

          {(optionErrors.tagGroups || (groups && groups.length > 0)) && (
            <Section title="Other Details">
              {optionErrors.tagGroups && <p className={formStyles.error}>{optionErrors.tagGroups}</p>}
              <UserCustomFields groups={groups ?? []} options={options} editable={editable} errorAt={errorAt} fieldId={fieldId} hubsEnabled={hubsEnabled} />
            </Section>
          )}

          <UserFormActions
            editing={employee !== null}
            saving={saving}
            deleting={deleting}
            busy={busy}
            locked={scope === 'none'}
            blockedDelete={employee ? deleteBlockedReason(employee) : null}
            onDelete={onDelete && (() => setConfirmingDelete(true))}
            onSubmit={save('submit')}
            onCancel={onCancel}
          />
        </form>
      </FormProvider>
      {confirmingDelete && employee && onDelete && (
        <DeleteDialog
          name={employee.name}
          deleting={deleting}
          onClose={() => setConfirmingDelete(false)}
          onConfirm={async () => {
            await onDelete();
            setConfirmingDelete(false);
          }}
        />
      )}
    </section>
  );
}

function scopeNoteOf(employee: Employee | null, scope: EditScope): string | null {
  if (!employee || scope === 'full') return null;
  if (scope === 'limited') return 'Only the basic, licence and other details of this user can be changed.';
  return isDeleted(employee) ? messages.userForm.userDeleted : messages.userForm.notEditable;
}

/** A titled group of fields, laid out in columns unless its content brings its own layout. */
function Section({ title, laidOut = false, children }: { title: string; laidOut?: boolean; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{title}</legend>
      {laidOut ? <div className={styles.sectionBody}>{children}</div> : <div className={styles.grid}>{children}</div>}
    </fieldset>
  );
}
