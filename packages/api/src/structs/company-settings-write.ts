import { define, nullable, object, optional, type Infer, type Struct } from 'superstruct';
import { messages } from '../messages';
import { companySettingsMessages } from './company-settings';
import { CompanySettingsDetails } from './company-settings-details';
import { isPhoneCountry, phoneNumber } from './phone';

/*
 * The write struct lives apart from CompanySettings: it checks the phone
 * number and country against libphonenumber's plans, which the screen need
 * not load (it checks CompanySettingsDetails and leaves those two to the server).
 */

const phoneCountry: Struct<string, null> = define<string>(
  'phoneCountry',
  (value) => (typeof value === 'string' && isPhoneCountry(value)) || companySettingsMessages.phoneCountryUnknown,
);

/**
 * `PUT organisations/company-settings/`: every field the screen changes.
 * `industry` may be sent unchanged by anyone; only a system admin changes it.
 */
export const CompanySettingsWrite = object({
  ...CompanySettingsDetails.schema,
  /** International form, `+61291234567`. */
  contact_phone: optional(nullable(phoneNumber(messages.userForm.phoneInvalid))),
  default_phone_country: phoneCountry,
});
export type CompanySettingsWrite = Infer<typeof CompanySettingsWrite>;
