import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useId, useMemo, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { todayIsoDate } from '../ui/date-field/dates';
import type { LicenceField } from '../fields/licence/licence-values';
import { LicenseFields } from '../fields/licence/LicenseFields';
import {
  licenceDetailsPayload,
  licenceDetailsStruct,
  licenceDetailsValuesFrom,
  placeLicenceErrors,
  storedExpiryOf,
  type LicenceDetailsRules,
  type OwnLicenceField,
} from './profile-details-values';
import { PROFILE_DETAILS_TEXT, ProfileTabFormBody, ProfileTabFrame, useProfileTabForm, type ProfileTabProps } from './ProfileDetailsFrame';

export const LICENSE_DETAILS_TITLE = 'License Details';

export type LicenseDetailsProps = ProfileTabProps & {
  /** Fields the organisation requires ('X is required' when empty); none by default. */
  requiredFields?: readonly OwnLicenceField[];
  /** Today, yyyy-MM-dd, for the expiry's bounds and warning; the browser's today by default. */
  today?: string;
  /** Uploads a licence photo (spec §7 document upload) and answers where it is served. */
  onUploadPhoto?: (file: File) => Promise<string>;
  /** The organisation's licence classes (master configuration); the default classes when left out. */
  licenceClasses?: readonly string[];
};

function LicenseDetailsForm(tab: LicenseDetailsProps) {
  const { employee = null, requiredFields = [], today: givenToday, fieldErrors, onUploadPhoto, licenceClasses } = tab;
  const id = useId();
  const today = givenToday ?? todayIsoDate();

  const rules: LicenceDetailsRules = { requiredFields, storedExpiry: storedExpiryOf(employee), today };
  // Read at each validation, so the resolver stays one function while the record changes.
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const resolver = useMemo(() => superstructResolver(licenceDetailsStruct(() => rulesRef.current)), []);

  const initialValues = useMemo(() => licenceDetailsValuesFrom(employee), [employee]);
  const placement = useMemo(() => placeLicenceErrors(fieldErrors), [fieldErrors]);
  const { form, editable, body } = useProfileTabForm({
    tab,
    initialValues,
    resolver,
    placement,
    payloadOf: licenceDetailsPayload,
    savedText: PROFILE_DETAILS_TEXT.licenceSaved,
  });

  const required = requiredFields as readonly LicenceField[];
  return (
    <FormProvider {...form}>
      <ProfileTabFormBody {...body}>
        <LicenseFields
          idPrefix={`${id}-licence`}
          today={today}
          isRequired={(field) => required.includes(field)}
          isReadOnly={() => !editable}
          showReminder={false}
          warnExpiry
          licenceClasses={licenceClasses}
          onUploadPhoto={onUploadPhoto}
        />
      </ProfileTabFormBody>
    </FormProvider>
  );
}

/**
 * The profile's License Details (spec §2 `/profile/license-details`): the
 * person's own licence number, expiry, classes, country and state of issue,
 * and front and back photos, with the warning that a booking needs a valid
 * expiry (spec §5). The expiry reminder is an administrator's and is not shown.
 */
export function LicenseDetails(props: LicenseDetailsProps) {
  return <ProfileTabFrame title={LICENSE_DETAILS_TITLE} tab={props} form={LicenseDetailsForm} />;
}
