import type { AskField } from '@motorpool/api';
import { describe, expect, it } from 'vitest';
import { askFields, branchField, TODAY } from '../test-support/registration-fixtures';
import { defaultValues, driverFields, placeServerErrors, toDriverRegistration } from './driver-fields';

const byAlias = (alias: string) => driverFields(askFields, TODAY).find((field) => field.askField.alias === alias)!;

describe('driverFields', () => {
  it('gives every asked field a control, and the payload key it fills', () => {
    const fields = driverFields(askFields, TODAY);
    expect(fields.map((field) => [field.askField.alias, field.attribute, field.control])).toEqual([
      ['employeeId', 'employeeId', 'text'],
      ['phone', 'phone', 'phone'],
      ['dateOfBirth', 'dateOfBirth', 'date'],
      ['manager', 'manager', 'email'],
      ['departments', 'departments', 'checkboxes'],
      ['licenseNumber', 'licenseNumber', 'text'],
      ['licenseCountryOfIssue', 'licenseCountryOfIssue', 'select'],
      ['licenseState', 'licenseState', 'select'],
      ['licenseClass', 'licenseClass', 'checkboxes'],
      ['licenseValidUpto', 'licenseValidUpto', 'date'],
      ['vehicle_preference', null, 'select'],
      ['parking_bay', null, 'text'],
      ['trainings', null, 'checkboxes'],
      ['induction_date', null, 'date'],
      ['branch', 'branch', 'select'],
    ]);
    expect(new Set(fields.map((field) => field.key)).size).toBe(fields.length);
  });

  it('bounds date of birth to 1910-12-31..today and licence expiry to today..2099-12-31', () => {
    expect(byAlias('dateOfBirth')).toMatchObject({ min: '1910-12-31', max: TODAY });
    expect(byAlias('licenseValidUpto')).toMatchObject({ min: TODAY, max: '2099-12-31' });
    expect(byAlias('induction_date').min).toBeUndefined();
  });

  it('reads the plural cost-centre alias of spec §5 as the payload key', () => {
    const [field] = driverFields([{ ...branchField, alias: 'costCentres', label: 'Cost Centre', data_type: 'free_text_field' }], TODAY);
    expect(field?.attribute).toBe('costCentre');
  });

  it('requires a field unless its visibility is False', () => {
    const requiredFor = (visibility: unknown) => driverFields([{ ...branchField, visibility } as AskField], TODAY)[0]?.required;
    expect(requiredFor('True')).toBe(true);
    expect(requiredFor(undefined)).toBe(true);
    expect(requiredFor('False')).toBe(false);
    expect(requiredFor(false)).toBe(false);
  });
});

describe('toDriverRegistration', () => {
  it('fills the payload keys of spec §3 and puts custom fields in user_tags, leaving out what is empty', () => {
    const fields = driverFields(askFields, TODAY);
    const values = defaultValues(fields);
    const set = (alias: string, value: unknown) => {
      values[fields.find((field) => field.askField.alias === alias)!.key] = value as string;
    };
    set('employeeId', ' E-1009 ');
    set('phone', { dialCode: '61', number: '0412 345 678', countryCode: 'au' });
    set('dateOfBirth', '1990-02-01');
    set('manager', 'manager@example.test');
    set('licenseNumber', '123456789');
    set('licenseCountryOfIssue', 'Australia');
    set('licenseState', 'Victoria');
    set('licenseClass', ['C', 'LR']);
    set('licenseValidUpto', '2027-01-31');
    set('vehicle_preference', 'EV');
    set('trainings', ['Towing']);
    set('branch', '21');

    expect(toDriverRegistration(fields, values)).toEqual({
      employeeId: 'E-1009',
      phone: { dialCode: '61', number: '412345678', countryCode: 'au' },
      dateOfBirth: '1990-02-01',
      manager: 'manager@example.test',
      licenseNumber: '123456789',
      licenseCountryOfIssue: 'Australia',
      licenseState: 'Victoria',
      licenseClass: ['C', 'LR'],
      licenseValidUpto: '2027-01-31',
      branch: { pk: 21 },
      user_tags: [
        { tag_group_name: 'Vehicle Preference', value: 'EV' },
        { tag_group_name: 'Trainings', value: ['Towing'] },
      ],
    });
  });

  it('sends a single-choice licence class as a list', () => {
    const fields = driverFields([{ ...branchField, alias: 'licenseClass', label: 'License Class' }], TODAY);
    expect(toDriverRegistration(fields, { [fields[0]!.key]: '21' })).toEqual({ licenseClass: ['21'] });
  });
});

describe('placeServerErrors', () => {
  it('places errors by alias, payload path or custom field name; the rest are unplaced', () => {
    const fields = driverFields(askFields, TODAY);
    const { placed, unplaced } = placeServerErrors(fields, {
      'driver.manager': 'Invalid Email',
      'driver.phone.number': 'Please enter a valid phone number',
      'Parking Bay': 'Parking Bay is taken',
      detail: 'Something else',
    });
    expect(placed).toEqual({
      [byAlias('manager').key]: 'Invalid Email',
      [byAlias('phone').key]: 'Please enter a valid phone number',
      [byAlias('parking_bay').key]: 'Parking Bay is taken',
    });
    expect(unplaced).toEqual(['Something else']);
  });
});
