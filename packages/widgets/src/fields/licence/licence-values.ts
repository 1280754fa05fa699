import type { DisplayedDate, EmployeesExtension, EmployeeWrite, PersonRef } from '@motorpool/api';
import type { Infer } from 'superstruct';

export type Person = Infer<typeof PersonRef>;

/*
 * The License Details of a person (spec §3 employees_extension) as a form
 * holds them, and back as the payload's licence keys. Form keys are the
 * payload's, so the payload's field errors land on the controls as they are.
 */

export type LicenceFormValues = {
  license_number: string;
  /** yyyy-MM-dd once a real date is entered, else the text as typed. */
  license_valid_upto: string;
  license_class: string[];
  license_country_of_issue: string;
  license_state: string;
  /** '' until chosen, then the Yes/No choice as text. */
  license_exp_reminder: '' | 'true' | 'false';
  /** Digits as typed. */
  lic_exp_remind_before_days: string;
  /** Person pks as text. */
  lic_exp_reminder_recipients: string[];
  /** Where the uploaded photos are served. */
  license_front_image: string;
  license_back_image: string;
};

export type LicenceField = keyof LicenceFormValues;

export const LICENCE_FIELDS: readonly LicenceField[] = [
  'license_number',
  'license_valid_upto',
  'license_class',
  'license_country_of_issue',
  'license_state',
  'license_exp_reminder',
  'lic_exp_remind_before_days',
  'lic_exp_reminder_recipients',
  'license_front_image',
  'license_back_image',
];

export const emptyLicenceValues = (): LicenceFormValues => ({
  license_number: '',
  license_valid_upto: '',
  license_class: [],
  license_country_of_issue: '',
  license_state: '',
  license_exp_reminder: '',
  lic_exp_remind_before_days: '',
  lic_exp_reminder_recipients: [],
  license_front_image: '',
  license_back_image: '',
});

/** The calendar day of a date the server sends raw or as `{original, formated}`: yyyy-MM-dd, or '' when there is none. */
export function calendarDateOf(value: Infer<typeof DisplayedDate> | null | undefined): string {
  const raw = typeof value === 'string' ? value : (value?.original ?? '');
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(raw ?? '');
  return match?.[1] ?? '';
}

export function licenceValuesFrom(extension: EmployeesExtension | null | undefined): LicenceFormValues {
  if (!extension) return emptyLicenceValues();
  const reminder = extension.license_exp_reminder;
  return {
    license_number: extension.license_number ?? '',
    license_valid_upto: calendarDateOf(extension.license_valid_upto),
    license_class: [...(extension.license_class ?? [])],
    license_country_of_issue: extension.license_country_of_issue ?? '',
    license_state: extension.license_state ?? '',
    license_exp_reminder: reminder === true ? 'true' : reminder === false ? 'false' : '',
    lic_exp_remind_before_days: extension.lic_exp_remind_before_days == null ? '' : String(extension.lic_exp_remind_before_days),
    lic_exp_reminder_recipients: (extension.lic_exp_reminder_recipients ?? []).map((person) => String(person.pk)),
    license_front_image: extension.license_front_image ?? '',
    license_back_image: extension.license_back_image ?? '',
  };
}

/** The people already chosen as reminder recipients, so the picker can name them before any search. */
export const knownRecipients = (extension: EmployeesExtension | null | undefined): Person[] => extension?.lic_exp_reminder_recipients ?? [];

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

export type LicencePayload = Pick<
  EmployeeWrite,
  | 'license_number'
  | 'license_valid_upto'
  | 'license_class'
  | 'license_country_of_issue'
  | 'license_state'
  | 'license_front_image'
  | 'license_back_image'
  | 'license_exp_reminder'
  | 'lic_exp_remind_before_days'
  | 'lic_exp_reminder_recipients'
>;

/**
 * The licence keys of a save. Without `reminder` (a driver's own update has
 * none) the reminder keys are left out; with the reminder off its days and
 * recipients are cleared, though the form keeps what was typed.
 */
export function licencePayload(values: LicenceFormValues, { reminder = true }: { reminder?: boolean } = {}): LicencePayload {
  const payload: LicencePayload = {
    license_number: textOrNull(values.license_number),
    license_valid_upto: textOrNull(values.license_valid_upto),
    license_class: [...values.license_class],
    license_country_of_issue: textOrNull(values.license_country_of_issue),
    license_state: textOrNull(values.license_state),
    license_front_image: textOrNull(values.license_front_image),
    license_back_image: textOrNull(values.license_back_image),
  };
  if (!reminder || values.license_exp_reminder === '') return payload;
  const on = values.license_exp_reminder === 'true';
  const days = values.lic_exp_remind_before_days.trim();
  return {
    ...payload,
    license_exp_reminder: on,
    lic_exp_remind_before_days: on && days !== '' ? Number(days) : null,
    lic_exp_reminder_recipients: on ? values.lic_exp_reminder_recipients.map(Number) : [],
  };
}

/** Spec §5, edit only: a licence without an expiry date, or one already past, cannot be booked with. */
export function needsValidLicenceExpiry(expiry: string, today: string): boolean {
  return !/^\d{4}-\d{2}-\d{2}$/.test(expiry) || expiry < today;
}
