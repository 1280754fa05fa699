import { describe, expect, it } from 'vitest';
import { tagGroups } from '../test-support/user-form-fixtures';
import { ownEmployeeWithoutPersonalDetails } from '../test-support/profile-details-fixtures';
import {
  personalDetailsPayload,
  personalDetailsValuesFrom,
  placeLicenceErrors,
  placePersonalErrors,
  placeTagErrors,
  requiredLicenceFields,
  requiredPersonalFields,
} from './profile-details-values';

describe('requiredLicenceFields', () => {
  it('reads the licence aliases among the missing attributes, in the form order, and nothing else', () => {
    expect(
      requiredLicenceFields([
        { alias: 'licenseState' },
        { alias: 'dateOfBirth' },
        { alias: 'licenseNumber' },
        { alias: 'licenseClass' },
        { alias: 'licenseCountryOfIssue' },
        { alias: 'phone' },
        { alias: 'licenseValidUpto' },
      ]),
    ).toEqual(['license_number', 'license_valid_upto', 'license_class', 'license_country_of_issue', 'license_state']);
    expect(requiredLicenceFields(undefined)).toEqual([]);
  });
});

describe('server field errors', () => {
  it('puts licence keys on their fields and the rest in the alert', () => {
    expect(placeLicenceErrors({ license_class: 'Invalid value.', 'license_number.0': 'x', date_of_birth: 'Too old' })).toEqual({
      placed: { license_class: 'Invalid value.', license_number: 'x' },
      unplaced: ['Too old'],
    });
  });

  it('puts user_tags.<group name> on its custom field, whatever the case, and unknown groups in the alert', () => {
    expect(placeTagErrors({ 'user_tags.parking bay': 'Too long', 'user_tags.Gone': 'Unknown field.' }, tagGroups)).toEqual({
      placed: { 'custom.g602': 'Too long' },
      unplaced: ['Unknown field.'],
    });
  });
});

describe('personal details', () => {
  it('reads the general-detail aliases among the missing attributes (costCentre, or costCentres as spec §5 spells it), in the form order', () => {
    expect(
      requiredPersonalFields([
        { alias: 'departments' },
        { alias: 'licenseNumber' },
        { alias: 'costCentres' },
        { alias: 'phone' },
        { alias: 'employeeId' },
        { alias: 'dateOfBirth' },
        { alias: 'manager' },
      ]),
    ).toEqual(['date_of_birth', 'manager', 'employee_id', 'cost_centre', 'departments']);
    expect(requiredPersonalFields([{ alias: 'costCentre' }])).toEqual(['cost_centre']);
    expect(requiredPersonalFields(null)).toEqual([]);
  });

  it('sends an Employee ID only while none is on file, and never clears one', () => {
    const values = { ...personalDetailsValuesFrom(ownEmployeeWithoutPersonalDetails), employee_id: ' DRV-1 ' };
    expect(personalDetailsPayload(values, '')).toEqual({ date_of_birth: null, manager: null, cost_centre: null, departments: [], employee_id: 'DRV-1' });
    expect(personalDetailsPayload(values, 'E-1009')).not.toHaveProperty('employee_id');
    expect(personalDetailsPayload({ ...values, employee_id: '' }, '')).not.toHaveProperty('employee_id');
  });

  it('puts server errors on the personal fields and the rest in the alert', () => {
    expect(placePersonalErrors({ 'departments.1': 'Department is required', manager: 'Invalid Email', 'user_tags.Shift': 'Nope' })).toEqual({
      placed: { departments: 'Department is required', manager: 'Invalid Email' },
      unplaced: ['Nope'],
    });
  });
});
