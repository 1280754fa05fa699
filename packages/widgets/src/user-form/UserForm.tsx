import { superstructResolver } from '@hookform/resolvers/superstruct';
import {
  DATE_OF_BIRTH_MIN,
  messages,
  SETTABLE_USER_STATUSES,
  USER_FORM_LABELS,
  userEmail,
  type EditScope,
  type Employee,
  type EmployeeWrite,
} from '@motorpool/api';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, FormProvider, get, set, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { is } from 'superstruct';
import { controlAria, FormField } from '../ui/field/FormField';
import { FormAlert } from '../ui/form/FormAlert';
import { CheckboxGroup, type ChoiceOption } from '../ui/choice-group/ChoiceGroup';
import { CustomField } from '../fields/custom/CustomField';
import { customFieldControl, customFieldKey } from '../fields/custom/custom-fields';
import { DateField } from '../ui/date-field/DateField';
import { todayIsoDate } from '../ui/date-field/dates';
import * as formStyles from '../ui/form/form.css';
import { knownRecipients, type LicenceField } from '../fields/licence/licence-values';
import { LicenseFields } from '../fields/licence/LicenseFields';
import type { RecipientSearch } from '../fields/licence/RecipientPicker';
import { PhoneField } from '../ui/phone-field/PhoneField';
import { Tooltip } from '../ui/tooltip/Tooltip';
import type { ThemeName } from '../theme/theme-names';
import { DeleteDialog } from './DeleteDialog';
import type { NamedOption, OptionListName, SaveIntent, UserFormOptions, UserFormStatus } from './store';
import {
  emptyUserFormValues,
  isEditablePath,
  placeServerErrors,
  STRUCT_REQUIRED_FIELDS,
  toEmployeeWrite,
  userFormStruct,
  userFormValuesFrom,
  type ManagerCheck,
  type UserFormField,
  type UserFormRules,
  type UserFormValues,
} from './user-form-values';
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
      <section className={styles.root} data-motorpool-theme={theme} aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {status === 'loading' ? (
          <p role="status" className={styles.status}>
            Loading user details…
          </p>
        ) : (
          <>
            <FormAlert messages={[loadError || messages.userForm.fetchFailed]} />
            {onRetry && (
              <button type="button" className={styles.secondary} onClick={onRetry}>
                Try again
              </button>
            )}
          </>
        )}
      </section>
    );
  }
  return <UserFormBody {...props} headingId={headingId} title={title} />;
}

const toChoices = (list: readonly NamedOption[]): ChoiceOption[] => list.map((item) => ({ value: String(item.pk), label: item.name }));

/** A list's choices, plus the held one when the list does not offer it (an inactive branch), so it is not lost. */
function withHeld(choices: ChoiceOption[], held: NamedOption | null | undefined): ChoiceOption[] {
  if (!held || choices.some((choice) => choice.value === String(held.pk))) return choices;
  return [...choices, { value: String(held.pk), label: held.name }];
}

function UserFormBody({
  employee = null,
  options,
  optionErrors = {},
  requiredFields = STRUCT_REQUIRED_FIELDS,
  theme,
  today: givenToday,
  saving = null,
  deleting = false,
  serverError,
  fieldErrors,
  managerCheck = null,
  onManagerBlur,
  onSave,
  onDelete,
  onCancel,
  recipientSearch,
  onUploadPhoto,
  headingId,
  title,
}: UserFormProps & { headingId: string; title: string }) {
  const id = useId();
  const today = givenToday ?? todayIsoDate();
  const groups = options.tagGroups;
  const scope = editScopeOf(employee);
  const phoneLabel = theme === 'fleet-share' ? PHONE_NUMBER_LABEL : USER_FORM_LABELS.phone;
  const extension = employee?.employee_details?.employees_extension ?? null;
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const rules: UserFormRules = { groups, employee, requiredFields, phoneLabel, managerCheck, scope, today };
  // Read at each validation, so the resolver stays one function while checks and lists change.
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const resolver = useMemo(() => superstructResolver(userFormStruct(() => rulesRef.current)), []);

  const initialValues = useMemo(() => (employee ? userFormValuesFrom(employee, groups) : emptyUserFormValues(groups)), [employee, groups]);
  const { placed, unplaced } = useMemo(() => placeServerErrors(fieldErrors, groups), [fieldErrors, groups]);
  const serverFieldErrors = useMemo(() => {
    const entries = Object.entries(placed);
    if (entries.length === 0) return undefined;
    const nested: FieldErrors<UserFormValues> = {};
    for (const [path, message] of entries) set(nested, path, { type: 'server', message });
    return nested;
  }, [placed]);

  const form = useForm<UserFormValues>({ mode: 'onTouched', defaultValues: initialValues, resolver, errors: serverFieldErrors });
  const { control, register, handleSubmit, reset, trigger, getFieldState, formState } = form;
  const { errors } = formState;

  // A new record (saved and answered by the server) replaces the values; the first is already the default.
  const shownValues = useRef(initialValues);
  useEffect(() => {
    if (shownValues.current === initialValues) return;
    shownValues.current = initialValues;
    reset(initialValues);
  }, [initialValues, reset]);

  // The line manager check ends after the blur that started it: show its outcome.
  useEffect(() => {
    if (managerCheck && managerCheck.status !== 'checking' && getFieldState('manager').isTouched) void trigger('manager');
  }, [managerCheck, trigger, getFieldState]);

  const [ownBranch, ownHub] = useWatch({ control, name: ['branch', 'hub'] });
  const required = new Set(requiredFields);
  const accountManagedByHolder = employee?.account_managed_by_holder === true;
  const editable = (path: string) => isEditablePath(scope, path, accountManagedByHolder);
  const errorAt = (path: string): string | undefined => (get(errors, path) as { message?: string } | undefined)?.message;
  const fieldId = (path: string) => `${id}-${path.replace(/\./g, '-')}`;
  const busy = saving !== null || deleting;

  const save = (intent: SaveIntent) =>
    handleSubmit(async (values) => {
      if (scope === 'none') return;
      const payload = toEmployeeWrite(values, { groups, employee });
      if (!payload) return;
      const saved = await onSave(payload, intent);
      if (saved === true && !employee && intent === 'save') reset(emptyUserFormValues(groups));
    });

  function textField(
    field: 'employee_id' | 'first_name' | 'last_name' | 'email' | 'manager' | 'associated_tags',
    { type = 'text', autoComplete = 'off', hint }: { type?: string; autoComplete?: string; hint?: string } = {},
  ) {
    const path = field === 'first_name' || field === 'last_name' || field === 'email' ? (`user.${field}` as const) : field;
    const inputId = fieldId(path);
    const error = errorAt(path);
    return (
      <FormField id={inputId} label={USER_FORM_LABELS[field]} optional={!required.has(field)} error={error} hint={hint}>
        <input
          id={inputId}
          className={formStyles.input}
          type={type}
          autoComplete={autoComplete}
          aria-required={required.has(field) || undefined}
          {...controlAria(inputId, { error, hint })}
          readOnly={!editable(path)}
          {...register(path, {
            onBlur:
              field === 'manager'
                ? (event: { target: { value: string } }) => {
                    const email = event.target.value.trim();
                    if (email && is(email, userEmail)) onManagerBlur?.(email);
                  }
                : undefined,
          })}
        />
      </FormField>
    );
  }

  function selectField(field: 'branch' | 'hub' | 'cost_centre' | 'status' | 'role', choices: ChoiceOption[], listError: string | undefined) {
    const inputId = fieldId(field);
    const error = errorAt(field) ?? listError;
    return (
      <Controller
        control={control}
        name={field}
        render={({ field: controlled }) => (
          <FormField id={inputId} label={USER_FORM_LABELS[field]} optional={!required.has(field)} error={error}>
            <select
              id={inputId}
              className={formStyles.input}
              aria-required={required.has(field) || undefined}
              {...controlAria(inputId, { error })}
              disabled={!editable(field)}
              name={controlled.name}
              ref={controlled.ref}
              value={controlled.value}
              onChange={controlled.onChange}
              onBlur={controlled.onBlur}
            >
              <option value="">Select {USER_FORM_LABELS[field]}</option>
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </FormField>
        )}
      />
    );
  }

  const statusChoices = [
    ...new Set([
      ...options.statuses.filter((name) => (SETTABLE_USER_STATUSES as readonly string[]).includes(name)),
      ...(employee ? [employee.status.name] : []),
    ]),
  ].map((name) => ({ value: name, label: name }));
  const branchChoices = withHeld(toChoices(options.branches), extension?.branch);
  const hubChoices = withHeld(toChoices(options.hubs), extension?.hub);

  const blockedDelete = employee ? deleteBlockedReason(employee) : null;
  const scopeNote = scopeNoteOf(employee, scope);

  return (
    <section className={styles.root} data-motorpool-theme={theme} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
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
        <form className={styles.form} noValidate onSubmit={save('save')} aria-busy={busy || undefined}>
          <Section title="General Details">
            {textField('employee_id')}
            {textField('first_name', { autoComplete: 'given-name' })}
            {textField('last_name', { autoComplete: 'family-name' })}
            {textField('email', { type: 'email', autoComplete: 'email' })}
            {textField('manager', { type: 'email' })}
            <Controller
              control={control}
              name="date_of_birth"
              render={({ field }) => (
                <FormField
                  id={fieldId('date_of_birth')}
                  label={USER_FORM_LABELS.date_of_birth}
                  optional={!required.has('date_of_birth')}
                  error={errorAt('date_of_birth')}
                >
                  <DateField
                    id={fieldId('date_of_birth')}
                    name={field.name}
                    label={USER_FORM_LABELS.date_of_birth}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    min={DATE_OF_BIRTH_MIN}
                    max={today}
                    invalid={Boolean(errorAt('date_of_birth'))}
                    describedBy={controlAria(fieldId('date_of_birth'), { error: errorAt('date_of_birth') })['aria-describedby']}
                    required={required.has('date_of_birth')}
                    disabled={!editable('date_of_birth')}
                  />
                </FormField>
              )}
            />
            <Controller
              control={control}
              name="user.phone"
              render={({ field }) => (
                <FormField id={fieldId('user.phone')} label={phoneLabel} optional={!required.has('phone')} error={errorAt('user.phone')}>
                  <PhoneField
                    id={fieldId('user.phone')}
                    name={field.name}
                    value={{ dialCode: field.value.dial_code, number: field.value.number, countryCode: field.value.country_code }}
                    onChange={(phone) => field.onChange({ dial_code: phone.dialCode, number: phone.number, country_code: phone.countryCode })}
                    onBlur={field.onBlur}
                    invalid={Boolean(errorAt('user.phone'))}
                    describedBy={controlAria(fieldId('user.phone'), { error: errorAt('user.phone') })['aria-describedby']}
                    required={required.has('phone')}
                    disabled={!editable('user.phone')}
                  />
                </FormField>
              )}
            />
            {selectField('branch', branchChoices, optionErrors.branches)}
            {selectField('hub', hubChoices, optionErrors.hubs)}
            {selectField('cost_centre', withHeld(toChoices(options.costCentres), extension?.cost_centre), optionErrors.costCentres)}
            {textField('associated_tags', { hint: 'Separate tags with commas' })}
            <Controller
              control={control}
              name="departments"
              render={({ field }) => (
                <CheckboxGroup
                  id={fieldId('departments')}
                  legend={USER_FORM_LABELS.departments}
                  optional={!required.has('departments')}
                  error={errorAt('departments') ?? optionErrors.departments}
                  disabled={!editable('departments')}
                  options={(extension?.departments ?? []).reduce(withHeld, toChoices(options.departments))}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
            {selectField('status', statusChoices, optionErrors.statuses)}
            {selectField('role', withHeld(toChoices(options.roles), employee?.role), optionErrors.roles)}
          </Section>

          <Section title="License Details" laidOut>
            <LicenseFields
              idPrefix={`${id}-licence`}
              today={today}
              isRequired={(field: LicenceField) => required.has(field as UserFormField)}
              isReadOnly={(field: LicenceField) => !editable(field)}
              warnExpiry={employee !== null}
              knownRecipients={knownRecipients(extension)}
              recipientSearch={recipientSearch}
              onUploadPhoto={onUploadPhoto}
            />
          </Section>

          {(optionErrors.tagGroups || (groups && groups.length > 0)) && (
            <Section title="Other Details">
              {optionErrors.tagGroups && <p className={formStyles.error}>{optionErrors.tagGroups}</p>}
              {(groups ?? []).map((group) => {
                const path = `custom.${customFieldKey(group)}` as const;
                const kind = customFieldControl(group);
                const branchOptions =
                  kind === 'hubs'
                    ? toChoices(options.hubs).filter((hub) => hub.value !== ownBranch && hub.value !== ownHub)
                    : toChoices(options.branches).map((branch) => ({ ...branch, locked: branch.value === ownBranch }));
                return (
                  <Controller
                    key={group.pk}
                    control={control}
                    name={path}
                    render={({ field }) => (
                      <CustomField
                        group={group}
                        id={fieldId(path)}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={errorAt(path)}
                        disabled={!editable(path)}
                        branchOptions={branchOptions}
                      />
                    )}
                  />
                );
              })}
            </Section>
          )}

          <div className={styles.actions}>
            {employee ? (
              <>
                <SaveButton intent="save" saving={saving} disabled={busy || scope === 'none'} submit />
                {onDelete &&
                  (blockedDelete ? (
                    <Tooltip text={blockedDelete}>
                      <button type="button" className={styles.danger} aria-disabled="true">
                        Delete
                      </button>
                    </Tooltip>
                  ) : (
                    <button type="button" className={styles.danger} disabled={busy} onClick={() => setConfirmingDelete(true)}>
                      {deleting ? messages.userForm.deleting : 'Delete'}
                    </button>
                  ))}
                <CancelButton onCancel={onCancel} disabled={busy} />
              </>
            ) : (
              <>
                <SaveButton intent="save" saving={saving} disabled={busy} submit />
                <CancelButton onCancel={onCancel} disabled={busy} />
                <SaveButton intent="submit" saving={saving} disabled={busy} onClick={save('submit')} />
              </>
            )}
          </div>
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

type SaveButtonProps = { intent: SaveIntent; saving: SaveIntent | null; disabled: boolean; submit?: boolean; onClick?: () => void };

function SaveButton({ intent, saving, disabled, submit, onClick }: SaveButtonProps) {
  const label = intent === 'save' ? 'Save' : 'Submit';
  return (
    <button type={submit ? 'submit' : 'button'} className={styles.primary} disabled={disabled} onClick={onClick}>
      {saving === intent ? messages.userForm.saving : label}
    </button>
  );
}

function CancelButton({ onCancel, disabled }: { onCancel?: () => void; disabled: boolean }) {
  return (
    <button type="button" className={styles.secondary} disabled={disabled} onClick={onCancel}>
      Cancel
    </button>
  );
}
