import { messages } from '@motorpool/api';
import { describe, expect, it } from 'vitest';
import { bookedEmployee, employee, tagGroups } from '../test-support/user-form-fixtures';
import {
  emptyUserFormValues,
  placeServerErrors,
  STRUCT_REQUIRED_FIELDS,
  toEmployeeWriteDraft,
  userFormFailures,
  userFormValuesFrom,
  type UserFormRules,
  type UserFormValues,
} from './user-form-values';

const rules = (overrides: Partial<UserFormRules> = {}): UserFormRules => ({
  groups: [],
  requiredFields: STRUCT_REQUIRED_FIELDS,
  phoneLabel: 'Contact Number',
  scope: 'full',
  today: '2025-06-15',
  ...overrides,
});

const filled = (overrides: Partial<UserFormValues> = {}): UserFormValues => ({
  ...emptyUserFormValues([]),
  user: { first_name: 'Sam', last_name: 'Okafor', email: 'sam@example.test', phone: { dial_code: '61', number: '', country_code: 'au' } },
  branch: '22',
  status: 'Active',
  role: '2',
  ...overrides,
});

describe('toEmployeeWriteDraft', () => {
  it('counts fewer than 3 digits as no phone, and drops the trunk zero', () => {
    expect(toEmployeeWriteDraft(filled(), { groups: [] }).user).toMatchObject({ phone: null });
    const phone = { dial_code: '+61', number: '0412 345 678', country_code: 'AU' };
    expect(toEmployeeWriteDraft(filled({ user: { ...filled().user, phone } }), { groups: [] }).user).toMatchObject({
      phone: { dial_code: '61', number: '412345678', country_code: 'au' },
    });
  });

  it('clears the reminder days and recipients when the reminder is off, keeping them in the form', () => {
    const values = filled({ license_exp_reminder: 'false', lic_exp_remind_before_days: '30', lic_exp_reminder_recipients: ['7'] });
    expect(toEmployeeWriteDraft(values, { groups: [] })).toMatchObject({
      license_exp_reminder: false,
      lic_exp_remind_before_days: null,
      lic_exp_reminder_recipients: [],
    });
    expect(values.lic_exp_remind_before_days).toBe('30');
    expect(toEmployeeWriteDraft(filled(), { groups: [] })).not.toHaveProperty('license_exp_reminder');
  });

  it('reads an edited user back into the same payload, with what the form does not show', () => {
    const draft = toEmployeeWriteDraft(userFormValuesFrom(employee, tagGroups), { groups: tagGroups, employee });
    expect(draft).toMatchObject({
      pk: 301,
      user: { first_name: 'Riley', phone: { dial_code: '61', number: '412345678', country_code: 'au' } },
      role: 2,
      branch: 21,
      hub: 31,
      departments: [41, 43],
      cost_centre: 51,
      date_of_birth: '1990-04-12',
      associated_tags: employee.employee_details!.employees_extension.associated_tags,
      address: '1 Harbour St, Sydney',
    });
  });
});

describe('userFormFailures', () => {
  it('passes a complete user', () => {
    expect(userFormFailures(filled(), rules())).toEqual([]);
  });

  it("uses the struct's words, one message per field", () => {
    const failures = userFormFailures(filled({ user: { ...filled().user, first_name: ' ', email: 'x' }, role: '' }), rules());
    expect(failures).toEqual(
      expect.arrayContaining([
        { path: 'user.first_name', message: 'First Name is required' },
        { path: 'user.email', message: messages.userForm.emailTooShort },
        { path: 'role', message: 'Role is required' },
      ]),
    );
    expect(new Set(failures.map((failure) => failure.path)).size).toBe(failures.length);
  });

  it('refuses a newly entered licence expiry before today, but not the one on file', () => {
    const past = '2025-01-31';
    expect(userFormFailures(filled({ license_valid_upto: past }), rules())).toEqual([
      { path: 'license_valid_upto', message: messages.driverDetails.licenseExpiryRange },
    ]);
    const stored = {
      ...employee,
      employee_details: { ...employee.employee_details!, employees_extension: { ...employee.employee_details!.employees_extension, license_valid_upto: past } },
    };
    expect(userFormFailures(filled({ license_valid_upto: past }), rules({ employee: stored }))).toEqual([]);
  });

  it('asks for a date as dd/mm/yyyy when the text is not a date', () => {
    expect(userFormFailures(filled({ date_of_birth: '31/02/1990' }), rules())).toEqual([{ path: 'date_of_birth', message: 'Enter a date as dd/mm/yyyy' }]);
  });

  it('leaves out what a limited edit cannot change, and everything when nothing can be changed', () => {
    const values = filled({ role: '', employee_id: 'x'.repeat(60), user: { ...filled().user, first_name: '' } });
    const groups = tagGroups.filter((group) => group.tag_group_name === 'Shift');
    const custom = { ...values, custom: { g605: '' } };
    expect(userFormFailures(custom, rules({ scope: 'limited', employee: bookedEmployee, groups })).map((failure) => failure.path)).toEqual([
      'user.first_name',
      'custom.g605',
    ]);
    expect(userFormFailures(values, rules({ scope: 'none' }))).toEqual([]);
  });
});

describe('placeServerErrors', () => {
  it('puts payload paths on their fields, custom fields by group name, the rest in the alert', () => {
    expect(
      placeServerErrors(
        {
          'user.phone.number': 'Bad number',
          email: messages.userForm.emailInUse,
          keypad_number: 'Keypad taken',
          'user_tags.Trainings': 'Pick a training',
          'lic_exp_reminder_recipients.0': 'Unknown person',
          license_state: 'Unknown state',
        },
        tagGroups,
      ),
    ).toEqual({
      placed: {
        'user.phone': 'Bad number',
        'custom.g609': 'Pick a training',
        lic_exp_reminder_recipients: 'Unknown person',
        license_state: 'Unknown state',
        'user.email': messages.userForm.emailInUse,
      },
      unplaced: ['Keypad taken'],
    });
  });
});
