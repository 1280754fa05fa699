import type { TagGroup, Vehicle, VehicleFilters } from '@motorpool/api';
import { branches } from './branch-fixtures';

/** Plain data for the vehicle table and form stories and tests; never imported by the library itself. */

export const costCentres = [
  { pk: 5, name: 'Fleet Operations' },
  { pk: 6, name: 'Airport Shuttle' },
];

export const towBarGroup: TagGroup = {
  pk: 801,
  tag_group_name: 'Tow Bar',
  tag_type: 'vehicle',
  tag_data_type: 'toggle',
  tags: ['true', 'false'],
  is_mandatory: false,
};

export const fuelCardGroup: TagGroup = {
  pk: 802,
  tag_group_name: 'Fuel Card',
  label: 'Fuel Card Provider',
  tag_type: 'vehicle',
  tag_data_type: 'textselect',
  tags: ['Shell', 'BP', 'Ampol'],
  is_mandatory: true,
};

export const vehicleTagGroups: TagGroup[] = [towBarGroup, fuelCardGroup];

export const corolla: Vehicle = {
  pk: 301,
  name: 'Corolla Pool 1',
  vehicle_class: 'C',
  registrations_num: 'ABC123',
  serial: 'JTDBR32E720123456',
  make: 'Toyota',
  model: 'Corolla',
  paint: 'White',
  body_type: 'Sedan',
  doors: 4,
  seats: 5,
  fuel_type: 'Petrol',
  grade: 'Ascent',
  year: 2021,
  odometer: 45210,
  branch: { pk: 21, name: 'Docklands' },
  cost_centre: costCentres[0]!,
  daily_rate: 89.5,
  rate_per_km: 0.32,
  is_active: true,
  vehicle_tags: [
    { ...towBarGroup, selectedValue: 'true' },
    { ...fuelCardGroup, selectedValue: 'Shell' },
  ],
  extra_data: { key_pickup_location: 'Key safe, level 1', vehicle_pickup_location: 'Basement bay 12' },
};

export const hiace: Vehicle = {
  ...corolla,
  pk: 302,
  name: 'Hiace Shuttle',
  vehicle_class: 'LR',
  registrations_num: 'VAN002',
  serial: null,
  model: 'Hiace',
  paint: 'Silver',
  body_type: 'Van',
  doors: 5,
  seats: 12,
  fuel_type: 'Diesel',
  grade: null,
  year: 2019,
  odometer: 182400,
  branch: { pk: 22, name: 'Sydney Airport' },
  cost_centre: costCentres[1]!,
  vehicle_tags: [],
};

export const leaf: Vehicle = {
  ...corolla,
  pk: 303,
  name: 'Leaf EV',
  registrations_num: 'EV0003',
  make: 'Nissan',
  model: 'Leaf',
  body_type: 'Hatch',
  doors: 5,
  fuel_type: 'Electric',
  year: 2023,
  odometer: 8120,
  cost_centre: null,
  daily_rate: null,
  rate_per_km: null,
  is_active: false,
  vehicle_tags: [],
  extra_data: { key_pickup_location: null, vehicle_pickup_location: null },
};

export const vehicles: Vehicle[] = [corolla, hiace, leaf];

export const vehicleFilters: VehicleFilters = {
  doors: [4, 5],
  models: ['Corolla', 'Hiace', 'Leaf'],
  paints: ['Silver', 'White'],
  body_types: ['Hatch', 'Sedan', 'Van'],
  odometer: [
    { label: '0 – 19,999 km', min: 0, max: 19_999 },
    { label: '20,000 – 39,999 km', min: 20_000, max: 39_999 },
    { label: '40,000 – 59,999 km', min: 40_000, max: 59_999 },
  ],
  cost_centres: costCentres,
  fuel_types: ['Diesel', 'Electric', 'Petrol'],
  grades: ['Ascent'],
  seats: [5, 12],
  custom_fields: vehicleTagGroups,
  class: ['C', 'LR'],
  years: [2019, 2021, 2023],
};

export const branchRefs = branches.map(({ pk, name }) => ({ pk, name }));
