import { vehicleMessages, VehicleWrite } from '@motorpool/api';
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { corolla, fuelCardGroup, vehicleTagGroups } from '../test-support/vehicle-fixtures';
import {
  emptyVehicleFormValues,
  formPathOf,
  placeVehicleErrors,
  toVehicleWrite,
  VEHICLE_LIMITS,
  vehicleFieldMessages,
  vehicleFormFailures,
  vehicleFormValuesFrom,
  type VehicleFormValues,
} from './vehicle-form-values';

const valid: VehicleWrite = { name: 'Pool car', vehicle_class: 'C', registrations_num: 'XYZ789', branch: 21 };
const failsAt = (payload: Record<string, unknown>) => {
  const [failure] = validate(payload, VehicleWrite);
  return (failure?.failures() ?? []).map((each) => each.path.join('.'));
};
const withValue = (path: string, value: unknown): Record<string, unknown> =>
  path.startsWith('extra_data.') ? { ...valid, extra_data: { [path.slice('extra_data.'.length)]: value } } : { ...valid, [path]: value };

const filled = (changes: Partial<VehicleFormValues> = {}): VehicleFormValues => ({
  ...emptyVehicleFormValues(vehicleTagGroups, 21),
  name: 'Pool car',
  vehicle_class: 'C',
  registrations_num: 'XYZ789',
  custom: { g801: 'false', g802: 'BP' },
  ...changes,
});
const messagesOf = (values: VehicleFormValues) => Object.fromEntries(vehicleFormFailures(values, vehicleTagGroups).map(({ path, message }) => [path, message]));

describe('VEHICLE_LIMITS', () => {
  it.each(Object.entries(VEHICLE_LIMITS.text))('holds VehicleWrite’s limit of %s (%i characters)', (path, limit) => {
    expect(failsAt(withValue(path, 'x'.repeat(limit)))).toEqual([]);
    expect(failsAt(withValue(path, 'x'.repeat(limit + 1)))).toEqual([path]);
  });

  it('holds VehicleWrite’s number ranges', () => {
    for (const path of ['doors', 'seats'] as const) {
      const { min, max } = VEHICLE_LIMITS[path];
      expect(failsAt(withValue(path, min))).toEqual([]);
      expect(failsAt(withValue(path, max))).toEqual([]);
      expect(failsAt(withValue(path, min - 1))).toEqual([path]);
      expect(failsAt(withValue(path, max + 1))).toEqual([path]);
    }
    for (const path of ['odometer', 'daily_rate', 'rate_per_km'] as const) {
      expect(failsAt(withValue(path, VEHICLE_LIMITS[path].max))).toEqual([]);
      expect(failsAt(withValue(path, VEHICLE_LIMITS[path].max + 1))).toEqual([path]);
    }
  });
});

describe('vehicleFormFailures', () => {
  it('says what is required in vehicleMessages’ words', () => {
    expect(messagesOf({ ...filled(), name: '  ', vehicle_class: '', registrations_num: '', branch: '', custom: { g801: '', g802: '' } })).toEqual({
      name: vehicleMessages.nameRequired,
      vehicle_class: vehicleMessages.classRequired,
      registrations_num: vehicleMessages.registrationRequired,
      branch: vehicleMessages.branchRequired,
      'custom.g802': 'Fuel Card Provider field is a required field',
    });
    expect(messagesOf(filled())).toEqual({});
  });

  it('names each number’s range, and a negative odometer', () => {
    expect(
      messagesOf(
        filled({ doors: '11', seats: 'four', year: '1949', odometer: '-5', daily_rate: '-1', rate_per_km: '10001', registrations_num: 'R'.repeat(21) }),
      ),
    ).toEqual({
      doors: vehicleFieldMessages.doors,
      seats: vehicleFieldMessages.seats,
      year: vehicleMessages.yearRange,
      odometer: vehicleMessages.odometerNegative,
      daily_rate: vehicleFieldMessages.daily_rate,
      rate_per_km: vehicleFieldMessages.rate_per_km,
      registrations_num: 'Registration Number must be at most 20 characters',
    });
    expect(messagesOf(filled({ odometer: '12.5', year: String(new Date().getFullYear() + 2) }))).toEqual({
      odometer: vehicleFieldMessages.odometer,
      year: vehicleMessages.yearRange,
    });
  });
});

describe('toVehicleWrite', () => {
  it('sends trimmed text, numbers, blanks as null and every custom field', () => {
    const payload = toVehicleWrite(
      filled({
        name: ' Pool car ',
        serial: '',
        make: 'Kia ',
        doors: '5',
        seats: ' 7',
        fuel_type: 'Hybrid',
        year: '2024',
        odometer: '1200',
        cost_centre: '6',
        daily_rate: '79.95',
        extra_data: { key_pickup_location: 'Front desk', vehicle_pickup_location: ' ' },
      }),
      vehicleTagGroups,
    );
    expect(payload).toEqual({
      name: 'Pool car',
      vehicle_class: 'C',
      registrations_num: 'XYZ789',
      branch: 21,
      serial: null,
      make: 'Kia',
      model: null,
      paint: null,
      body_type: null,
      doors: 5,
      seats: 7,
      fuel_type: 'Hybrid',
      grade: null,
      year: 2024,
      odometer: 1200,
      cost_centre: 6,
      daily_rate: 79.95,
      rate_per_km: null,
      is_active: true,
      vehicle_tags: [
        { tag_group_name: 'Tow Bar', value: 'false' },
        { tag_group_name: 'Fuel Card', value: 'BP' },
      ],
      extra_data: { key_pickup_location: 'Front desk', vehicle_pickup_location: null },
    });
  });

  it('leaves out a cleared odometer and custom fields it does not know', () => {
    const payload = toVehicleWrite(filled({ odometer: '' }), null);
    expect(payload).not.toHaveProperty('odometer');
    expect(payload).not.toHaveProperty('vehicle_tags');
  });

  it('reads a stored vehicle back into the same payload', () => {
    const payload = toVehicleWrite(vehicleFormValuesFrom(corolla, vehicleTagGroups), vehicleTagGroups);
    expect(payload).toMatchObject({ name: corolla.name, branch: 21, cost_centre: 5, odometer: 45210, daily_rate: 89.5, year: 2021 });
    expect(payload?.vehicle_tags).toEqual([
      { tag_group_name: 'Tow Bar', value: 'true' },
      { tag_group_name: 'Fuel Card', value: 'Shell' },
    ]);
  });
});

describe('placeVehicleErrors', () => {
  it('puts server errors on their fields, custom fields by name or index, and the rest in the alert', () => {
    expect(formPathOf('vehicle_tags.Fuel Card', vehicleTagGroups)).toBe(`custom.g${fuelCardGroup.pk}`);
    expect(formPathOf('vehicle_tags.1.value', vehicleTagGroups)).toBe(`custom.g${fuelCardGroup.pk}`);
    expect(
      placeVehicleErrors(
        { registrations_num: vehicleMessages.registrationInUse, 'extra_data.key_pickup_location': 'Too long', location: 'Unknown field' },
        vehicleTagGroups,
      ),
    ).toEqual({
      placed: { registrations_num: vehicleMessages.registrationInUse, 'extra_data.key_pickup_location': 'Too long' },
      unplaced: ['Unknown field'],
    });
  });
});
