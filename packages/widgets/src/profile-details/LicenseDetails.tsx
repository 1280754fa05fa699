import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { Employee, UpdateDriverExtensionRequest } from '@motorpool/api';
import { useEffect, useId, useMemo, useRef } from 'react';
import { FormProvider, set, useForm, type FieldErrors } from 'react-hook-form';
import { FormAlert } from '../private/account-form/FormAlert';
import { todayIsoDate } from '../private/date-field/dates';
import type { LicenceField, LicenceFormValues } from '../private/license-fields/licence-values';
import { LicenseFields } from '../private/license-fields/LicenseFields';
import type { ThemeName } from '../theme/theme-names';
import {
  isOwnRecordEditable,
  licenceDetailsPayload,
  licenceDetailsStruct,
  licenceDetailsValuesFrom,
  placeLicenceErrors,
  storedExpiryOf,
  type LicenceDetailsRules,
  type OwnLicenceField,
} from './profile-details-values';
import { PROFILE_DETAILS_TEXT, ProfileDetailsFrame, SaveBar } from './ProfileDetailsFrame';
import type { ProfileDetailsStatus } from './store';
import * as styles from './ProfileDetails.css';

export const LICENSE_DETAILS_TITLE = 'License Details';

export type LicenseDetailsProps = {
  /** The signed-in person's own record (`employees-extensions/get-profile/`). */
  employee?: Employee | null;
  status?: ProfileDetailsStatus;
  /** Why loading failed, or (status `unavailable`) why there is no record to show. */
  loadError?: string | null;
  onRetry?: () => void;
  /** Fields the organisation requires ('X is required' when empty); none by default. */
  requiredFields?: readonly OwnLicenceField[];
  /** Today, yyyy-MM-dd, for the expiry's bounds and warning; the browser's today by default. */
  today?: string;
  saving?: boolean;
  /** The last save succeeded: says so until the next change. */
  saved?: boolean;
  /** The last failure: the server's title, or 'Failed to save. Something went wrong'. */
  serverError?: string | null;
  /** Server field errors by payload key (`license_number`, …), shown on their fields. */
  fieldErrors?: Record<string, string> | null;
  /** Save with a checked payload; resolve `true` once saved. A failure leaves every value as typed. */
  onSave: (payload: UpdateDriverExtensionRequest) => Promise<boolean | void> | boolean | void;
  /** Uploads a licence photo (spec §7 document upload) and answers where it is served. */
  onUploadPhoto?: (file: File) => Promise<string>;
  theme?: ThemeName;
};

/**
 * The profile's License Details (spec §2 `/profile/license-details`): the
 * person's own licence number, expiry, classes, country and state of issue,
 * and front and back photos, with the warning that a booking needs a valid
 * expiry (spec §5). The expiry reminder is an administrator's and is not shown.
 */
export function LicenseDetails({ status = 'ready', loadError, onRetry, theme, saving = false, ...props }: LicenseDetailsProps) {
  return (
    <ProfileDetailsFrame title={LICENSE_DETAILS_TITLE} status={status} loadError={loadError} onRetry={onRetry} theme={theme} busy={saving}>
      <LicenseDetailsForm {...props} saving={saving} />
    </ProfileDetailsFrame>
  );
}

function LicenseDetailsForm({
  employee = null,
  requiredFields = [],
  today: givenToday,
  saving = false,
  saved = false,
  serverError,
  fieldErrors,
  onSave,
  onUploadPhoto,
}: Omit<LicenseDetailsProps, 'status' | 'loadError' | 'onRetry' | 'theme'>) {
  const id = useId();
  const today = givenToday ?? todayIsoDate();
  const editable = isOwnRecordEditable(employee);

  const rules: LicenceDetailsRules = { requiredFields, storedExpiry: storedExpiryOf(employee), today };
  // Read at each validation, so the resolver stays one function while the record changes.
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const resolver = useMemo(() => superstructResolver(licenceDetailsStruct(() => rulesRef.current)), []);

  const initialValues = useMemo(() => licenceDetailsValuesFrom(employee), [employee]);
  const { placed, unplaced } = useMemo(() => placeLicenceErrors(fieldErrors), [fieldErrors]);
  const serverFieldErrors = useMemo(() => {
    const entries = Object.entries(placed);
    if (entries.length === 0) return undefined;
    const nested: FieldErrors<LicenceFormValues> = {};
    for (const [path, message] of entries) set(nested, path, { type: 'server', message });
    return nested;
  }, [placed]);

  const form = useForm<LicenceFormValues>({ mode: 'onTouched', defaultValues: initialValues, resolver, errors: serverFieldErrors });
  const { handleSubmit, reset, formState } = form;

  // The saved record, as the server answered it, replaces the values; a failed save keeps what was typed.
  const shownValues = useRef(initialValues);
  useEffect(() => {
    if (shownValues.current === initialValues) return;
    shownValues.current = initialValues;
    reset(initialValues);
  }, [initialValues, reset]);

  const submit = handleSubmit(async (values) => {
    if (!editable) return;
    await onSave(licenceDetailsPayload(values));
  });

  const required = requiredFields as readonly LicenceField[];
  return (
    <>
      {!editable && (
        <p role="note" className={styles.note}>
          {PROFILE_DETAILS_TEXT.notEditable}
        </p>
      )}
      <FormAlert messages={[serverError, ...unplaced]} />
      <FormProvider {...form}>
        <form className={styles.form} noValidate onSubmit={submit} aria-busy={saving || undefined}>
          <LicenseFields
            idPrefix={`${id}-licence`}
            today={today}
            isRequired={(field) => required.includes(field)}
            isReadOnly={() => !editable}
            showReminder={false}
            warnExpiry
            onUploadPhoto={onUploadPhoto}
          />
          {editable && <SaveBar saving={saving} savedMessage={saved && !formState.isDirty ? PROFILE_DETAILS_TEXT.licenceSaved : null} />}
        </form>
      </FormProvider>
    </>
  );
}
