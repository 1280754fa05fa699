import { USER_FORM_LABELS } from '@motorpool/api';
import type { LicenceField } from './licence-values';

const LABELS: Record<LicenceField, string> = {
  license_number: USER_FORM_LABELS.license_number,
  license_valid_upto: USER_FORM_LABELS.license_valid_upto,
  license_class: USER_FORM_LABELS.license_class,
  license_country_of_issue: USER_FORM_LABELS.license_country_of_issue,
  // §2 names it in the users table; §3's form labels leave it out.
  license_state: 'State/Region',
  license_exp_reminder: USER_FORM_LABELS.license_exp_reminder,
  lic_exp_remind_before_days: USER_FORM_LABELS.lic_exp_remind_before_days,
  lic_exp_reminder_recipients: USER_FORM_LABELS.lic_exp_reminder_recipients,
  license_front_image: USER_FORM_LABELS.license_front_image,
  license_back_image: USER_FORM_LABELS.license_back_image,
};
export const licenceLabel = (field: LicenceField) => LABELS[field];

/** What each licence field block is told by the section: its id, whether it is required or read-only, and its error. */
export type LicenceFieldFrame = {
  id: (field: LicenceField) => string;
  errorOf: (field: LicenceField) => string | undefined;
  isRequired: (field: LicenceField) => boolean;
  isReadOnly: (field: LicenceField) => boolean;
};

/** A list's choices plus a held value it does not offer, so editing never drops it. */
export function withHeld(options: readonly string[], held: readonly string[]) {
  return [...options, ...held.filter((item) => item !== '' && !options.includes(item))].map((item) => ({ value: item, label: item }));
}
