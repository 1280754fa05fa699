import { emailAddress, isAskFieldRequired, messages, type AskField, type DriverRegistration } from '@motorpool/api';
import { define, is, type, type Struct } from 'superstruct';
import { customFieldRequiredMessage } from '../fields/custom/custom-fields';
import { isIsoDate, isWithin } from '../ui/date-field/dates';
import { licenceRegionOf } from '../fields/licence/licence-regions';
import { DEFAULT_PHONE, isPhoneEntered, normalisePhone, phoneProblem, type PhoneValue } from '../ui/phone-field/phone';

/*
 * Sign-up step 2 (spec §3 ask-fields, §5 driver details): each field the
 * organisation asks for becomes one form control. Fields whose alias is a key
 * of the driver payload fill that key; any other alias is a custom field and
 * goes into `user_tags` under the field's name.
 */

/** Keys of the driver payload an ask-field alias can fill (spec §3 Driver registration payload). */
export const DRIVER_ATTRIBUTES = [
  'branch',
  'dateOfBirth',
  'departments',
  'costCentre',
  'licenseCountryOfIssue',
  'licenseClass',
  'licenseNumber',
  'licenseState',
  'phone',
  'manager',
  'employeeId',
  'licenseValidUpto',
] as const;
export type DriverAttribute = (typeof DRIVER_ATTRIBUTES)[number];

// Spec §5 names the cost-centre rule in the plural; the payload key is singular.
const ALIAS_SPELLINGS: Record<string, DriverAttribute> = { costCentres: 'costCentre' };

export const DATE_OF_BIRTH_MIN = '1910-12-31';
export const LICENCE_EXPIRY_MAX = '2099-12-31';

export type DriverFieldControl = 'text' | 'email' | 'select' | 'checkboxes' | 'date' | 'phone';

export type DriverFieldValue = string | string[] | PhoneValue;
export type DriverDetailsValues = Record<string, DriverFieldValue>;

export type DriverField = {
  /** Form key (`field0`, …): aliases and custom names are not safe as form paths. */
  key: string;
  askField: AskField;
  label: string;
  /** The payload key it fills, or null for a custom field (a user tag). */
  attribute: DriverAttribute | null;
  control: DriverFieldControl;
  required: boolean;
  options: { value: string; label: string }[];
  /** Inclusive date bounds, yyyy-MM-dd. */
  min?: string;
  max?: string;
};

function attributeOf(alias: string): DriverAttribute | null {
  if ((DRIVER_ATTRIBUTES as readonly string[]).includes(alias)) return alias as DriverAttribute;
  return ALIAS_SPELLINGS[alias] ?? null;
}

function controlOf(field: AskField, attribute: DriverAttribute | null): DriverFieldControl {
  switch (attribute) {
    case 'phone':
      return 'phone';
    case 'manager':
      return 'email';
    case 'dateOfBirth':
    case 'licenseValidUpto':
      return 'date';
    case 'branch':
    case 'licenseState':
      return 'select';
    default:
      break;
  }
  switch (field.data_type) {
    case 'textselect':
      return 'select';
    case 'multitextselect':
      return 'checkboxes';
    case 'date':
      return 'date';
    default:
      return 'text';
  }
}

/** The controls of step 2, in the server's order (Branch last, as the server appends it). */
export function driverFields(askFields: readonly AskField[], today: string): DriverField[] {
  return askFields.map((askField, index) => {
    const attribute = attributeOf(askField.alias);
    const field: DriverField = {
      key: `field${index}`,
      askField,
      label: askField.label || askField.name,
      attribute,
      control: controlOf(askField, attribute),
      required: isAskFieldRequired(askField),
      options: askField.options ?? [],
    };
    if (attribute === 'dateOfBirth') Object.assign(field, { min: DATE_OF_BIRTH_MIN, max: today });
    if (attribute === 'licenseValidUpto') Object.assign(field, { min: today, max: LICENCE_EXPIRY_MAX });
    return field;
  });
}

/** Where a new phone starts: the organisation's default phone country (company settings), else Australia (+61). */
export type PhoneCountry = { country_code: string; dial_code: string };

export function emptyValue(field: DriverField, phoneCountry?: PhoneCountry | null): DriverFieldValue {
  if (field.control === 'phone')
    return phoneCountry ? { dialCode: phoneCountry.dial_code, number: '', countryCode: phoneCountry.country_code } : { ...DEFAULT_PHONE };
  if (field.control === 'checkboxes') return [];
  return '';
}

export function defaultValues(fields: readonly DriverField[], phoneCountry?: PhoneCountry | null): DriverDetailsValues {
  return Object.fromEntries(fields.map((field) => [field.key, emptyValue(field, phoneCountry)]));
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** What a required field says when left empty (spec §5 driver details and custom fields). */
export function requiredMessage(field: DriverField): string {
  switch (field.attribute) {
    case 'branch':
      return messages.driverDetails.branchRequired;
    case 'licenseClass':
      return messages.driverDetails.licenseClassRequired;
    case 'phone':
      return messages.driverDetails.phoneRequired;
    case 'manager':
      return messages.driverDetails.managerRequired;
    case null:
      return customFieldRequiredMessage(field.label, field.control === 'checkboxes' ? 'list' : field.control === 'text' ? 'text' : 'choice');
    default:
      return `${field.label} is required`;
  }
}

function dateRangeMessage(field: DriverField): string {
  if (field.attribute === 'dateOfBirth') return messages.driverDetails.dateOfBirthRange;
  if (field.attribute === 'licenseValidUpto') return messages.driverDetails.licenseExpiryRange;
  return messages.field.invalid;
}

/** The first §5 rule the value breaks, or null. */
export function fieldProblem(field: DriverField, value: unknown): string | null {
  if (field.control === 'phone') return phoneProblem(value as PhoneValue | undefined, { required: field.required });
  if (isBlank(value)) return field.required ? requiredMessage(field) : null;
  if (field.control === 'email' && !is(typeof value === 'string' ? value.trim() : value, emailAddress)) {
    return messages.driverDetails.managerInvalid;
  }
  if (field.control === 'date') {
    if (!isIsoDate(value) || !isWithin(value, field.min, field.max)) return dateRangeMessage(field);
  }
  return null;
}

/** One struct per set of fields, so the form validates through `superstructResolver` like every other form. */
export function driverDetailsStruct(fields: readonly DriverField[]): Struct<DriverDetailsValues, unknown> {
  const schema = Object.fromEntries(fields.map((field) => [field.key, define<DriverFieldValue>(field.key, (value) => fieldProblem(field, value) ?? true)]));
  // `type()`: the form may hold keys of fields that have since gone.
  return type(schema) as unknown as Struct<DriverDetailsValues, unknown>;
}

/** The licence country as chosen: the option's label when it is a select, so "NZ" and "New Zealand" both count. */
export function chosenCountry(field: DriverField | undefined, value: unknown): string {
  if (!field || typeof value !== 'string') return '';
  const option = field.options.find((candidate) => candidate.value === value);
  return licenceRegionOf(value) ? value : (option?.label ?? value);
}

const text = (value: DriverFieldValue | undefined) => (typeof value === 'string' ? value.trim() : '');
const list = (value: DriverFieldValue | undefined) => (Array.isArray(value) ? value : typeof value === 'string' && value.trim() !== '' ? [value.trim()] : []);

/** The driver part of `POST registration-request/`; fields left empty are left out. */
export function toDriverRegistration(fields: readonly DriverField[], values: DriverDetailsValues): DriverRegistration {
  // Partial: superstruct infers `costCentre: unknown` as a required key, though the struct makes it optional.
  const driver: Partial<DriverRegistration> = {};
  const userTags: NonNullable<DriverRegistration['user_tags']> = [];
  for (const field of fields) {
    const value = values[field.key];
    if (field.attribute === null) {
      const tagValue = field.control === 'checkboxes' ? list(value) : text(value);
      if (!isBlank(tagValue)) userTags.push({ tag_group_name: field.askField.name, value: tagValue });
      continue;
    }
    switch (field.attribute) {
      case 'branch':
        if (text(value)) driver.branch = { pk: Number(text(value)) };
        break;
      case 'phone':
        if (isPhoneEntered(value as PhoneValue)) driver.phone = normalisePhone(value as PhoneValue);
        break;
      case 'licenseClass':
      case 'departments':
        if (list(value).length > 0) driver[field.attribute] = list(value);
        break;
      default:
        if (text(value)) driver[field.attribute] = text(value);
    }
  }
  if (userTags.length > 0) driver.user_tags = userTags;
  return driver as DriverRegistration;
}

/** Server field errors (`manager`, `driver.phone.number`, a custom field's name) placed on the controls they concern. */
export function placeServerErrors(fields: readonly DriverField[], fieldErrors: Record<string, string> | null | undefined) {
  const placed: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(fieldErrors ?? {})) {
    const head = path.replace(/^driver\./, '').split('.')[0] ?? '';
    const field = fields.find(
      (candidate) => candidate.askField.alias === head || candidate.attribute === head || (candidate.attribute === null && candidate.askField.name === head),
    );
    if (field && !placed[field.key]) placed[field.key] = message;
    else unplaced.push(message);
  }
  return { placed, unplaced };
}
