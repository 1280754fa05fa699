import type { AuditEntry, MasterConfigEntry, MasterConfigList } from '@motorpool/api';

const entry = (pk: number, list: MasterConfigList, label: string, extra: Partial<MasterConfigEntry> = {}): MasterConfigEntry => ({
  pk,
  list,
  label,
  parent: null,
  position: pk,
  is_active: true,
  uses: 0,
  ...extra,
});

/** The demo organisation's licence classes: C and MR in use, MC deactivated. */
export const licenceClasses: MasterConfigEntry[] = [
  entry(1, 'licence-classes', 'C', { uses: 6 }),
  entry(2, 'licence-classes', 'LR'),
  entry(3, 'licence-classes', 'MR', { uses: 1 }),
  entry(4, 'licence-classes', 'HR'),
  entry(5, 'licence-classes', 'MC', { is_active: false }),
];

export const vehicleMakes: MasterConfigEntry[] = [
  entry(11, 'vehicle-makes', 'Hyundai', { uses: 3 }),
  entry(12, 'vehicle-makes', 'Toyota', { uses: 6 }),
  entry(13, 'vehicle-makes', 'Holden', { is_active: false, uses: 1 }),
];

export const vehicleModels: MasterConfigEntry[] = [
  entry(21, 'vehicle-models', 'Corolla', { parent: { pk: 12, name: 'Toyota' }, uses: 1 }),
  entry(22, 'vehicle-models', 'HiLux', { parent: { pk: 12, name: 'Toyota' }, uses: 1 }),
  entry(23, 'vehicle-models', 'Kona', { parent: { pk: 11, name: 'Hyundai' } }),
  entry(24, 'vehicle-models', 'Commodore', { parent: { pk: 13, name: 'Holden' }, uses: 1 }),
];

export const fuelTypes: MasterConfigEntry[] = [
  entry(31, 'fuel-types', 'Petrol', { uses: 2 }),
  entry(32, 'fuel-types', 'Diesel', { uses: 1 }),
  entry(33, 'fuel-types', 'Hybrid', { uses: 2 }),
  entry(34, 'fuel-types', 'Electric', { uses: 2 }),
];

export const bodyTypes: MasterConfigEntry[] = [
  entry(41, 'body-types', 'Sedan', { uses: 2 }),
  entry(42, 'body-types', 'Hatchback', { uses: 1 }),
  entry(43, 'body-types', 'Ute', { uses: 1 }),
];

export const colours: MasterConfigEntry[] = [entry(51, 'colours', 'Glacier White', { uses: 1 }), entry(52, 'colours', 'Soul Red', { uses: 1 })];

/** Every list by name, as `GET master-config/{list}/` answers them. */
export const MASTER_CONFIG_FIXTURES: Record<MasterConfigList, MasterConfigEntry[]> = {
  'licence-classes': licenceClasses,
  'vehicle-makes': vehicleMakes,
  'vehicle-models': vehicleModels,
  'body-types': bodyTypes,
  'fuel-types': fuelTypes,
  colours,
};

export const licenceClassAudits: AuditEntry[] = [
  { pk: 3, action: 'Updated MC', actor: { pk: 1, name: 'Alex Admin' }, changes: { is_active: [true, false] }, created_at: '2026-11-20T03:10:00Z' },
  {
    pk: 2,
    action: 'Reordered',
    actor: { pk: 1, name: 'Alex Admin' },
    changes: {
      order: [
        ['LR', 'C'],
        ['C', 'LR'],
      ],
    },
    created_at: '2026-11-19T23:00:00Z',
  },
  {
    pk: 1,
    action: 'Created HR',
    actor: { pk: 1, name: 'Alex Admin' },
    changes: { label: [null, 'HR'], is_active: [null, true] },
    created_at: '2026-11-18T01:00:00Z',
  },
];

/** The active entries the vehicle form chooses from, by field (Holden and MC are deactivated, so absent; White is not a colour any more). */
export const vehicleLookups = {
  vehicle_class: licenceClasses.filter((entry) => entry.is_active),
  make: vehicleMakes.filter((entry) => entry.is_active),
  model: vehicleModels.filter((entry) => entry.parent?.name !== 'Holden'),
  paint: colours,
  body_type: bodyTypes,
  fuel_type: fuelTypes,
};
