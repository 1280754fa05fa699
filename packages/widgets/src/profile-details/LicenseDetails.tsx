import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useId, useMemo, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { todayIsoDate } from '../ui/date-field/dates';
import type { LicenceField, LicenceFormValues } from '../fields/licence/licence-values';
import { LicenseFields } from '../fields/licence/LicenseFields';
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
import { PROFILE_DETAILS_TEXT, ProfileDetailsFrame, ProfileFormNotices, SaveBar, type ProfileTabFormProps, type ProfileTabProps } from './ProfileDetailsFrame';
import { useRecordForm } from '../ui/form/use-record-form';
import * as styles from './ProfileDetails.css';

export const LICENSE_DETAILS_TITLE = 'License Details';

export type LicenseDetailsProps = ProfileTabProps & {
  /** Fields the organisation requires ('X is required' when empty); none by default. */
  requiredFields?: readonly OwnLicenceField[];
  /** Today, yyyy-MM-dd, for the expiry's bounds and warning; the browser's today by default. */
  today?: string;
  /** Uploads a licence photo (spec §7 document upload) and answers where it is served. */
  onUploadPhoto?: (file: File) => Promise<string>;
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
}: ProfileTabFormProps<LicenseDetailsProps>) {
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
  const form = useRecordForm<LicenceFormValues>(initialValues, resolver, placed);
  const { handleSubmit, formState } = form;

  const submit = handleSubmit(async (values) => {
    if (!editable) return;
    await onSave(licenceDetailsPayload(values));
  });

  const required = requiredFields as readonly LicenceField[];
  return (
    <>
      <ProfileFormNotices editable={editable} failures={[serverError, ...unplaced]} />
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
