import { IncidentTypeWrite, incidentMessages, validateWith, type ApproverKind, type IncidentType } from '@motorpool/api';
import type { ChoiceOption } from '../ui/choice-group/ChoiceGroup';

/** A type or one of its sub-types, as one row of the list: sub-types follow their type. */
export type IncidentTypeRow = {
  pk: number;
  name: string;
  is_active: boolean;
  is_critical_default: boolean;
  blocks_vehicle: boolean;
  in_use: boolean;
  /** The type a sub-type belongs to; null for a type. */
  parent: IncidentType | null;
};

/** The switches a row has, each saved at once. */
export const TYPE_SWITCHES = [
  { key: 'is_active', label: 'Active' },
  { key: 'is_critical_default', label: 'Critical by default' },
  { key: 'blocks_vehicle', label: 'Blocks the vehicle' },
] as const;
export type TypeSwitch = (typeof TYPE_SWITCHES)[number]['key'];

export const INCIDENT_SETTINGS_TITLE = 'Incident settings';
export const IN_USE_REASON = 'In use: deactivate instead';

/** Each type followed by its sub-types, in the server's order. */
export function typeRows(types: readonly IncidentType[]): IncidentTypeRow[] {
  return types.flatMap((type) => [
    {
      pk: type.pk,
      name: type.name,
      is_active: type.is_active,
      is_critical_default: type.is_critical_default,
      blocks_vehicle: type.blocks_vehicle,
      in_use: type.in_use,
      parent: null,
    },
    ...type.sub_types.map((sub) => ({
      pk: sub.pk,
      name: sub.name,
      is_active: sub.is_active,
      is_critical_default: sub.is_critical_default ?? false,
      blocks_vehicle: sub.blocks_vehicle ?? false,
      in_use: sub.in_use,
      parent: type,
    })),
  ]);
}

/** 'Accident / Not drivable' for a sub-type, so names read alike in buttons and messages. */
export const rowName = (row: Pick<IncidentTypeRow, 'name' | 'parent'>): string => (row.parent ? `${row.parent.name} / ${row.name}` : row.name);

/** `PUT incident-types/{pk}/`: the row as it stands, with the change asked for. */
export function typeWrite(row: IncidentTypeRow, change: Partial<Pick<IncidentTypeWrite, 'name' | TypeSwitch>> = {}): IncidentTypeWrite {
  return {
    name: row.name,
    parent: row.parent?.pk ?? null,
    is_active: row.is_active,
    is_critical_default: row.is_critical_default,
    blocks_vehicle: row.blocks_vehicle,
    ...change,
  };
}

/** `IncidentTypeWrite`'s message for a name, or null when it will do. */
export function nameProblem(name: string): string | null {
  // The struct's own words for an empty name are about lengths; the server answers this one.
  if (name.trim() === '') return incidentMessages.typeNameRequired;
  const result = validateWith(IncidentTypeWrite, { name: name.trim() });
  return result.ok ? null : (result.fields.name ?? result.rootMessage);
}

/** Who can be told of an incident (`APPROVER_KINDS`), as the checkboxes name them. */
export const NOTIFY_OPTIONS: readonly (ChoiceOption & { value: ApproverKind })[] = [
  { value: 'branch_manager', label: 'Branch managers' },
  { value: 'hub_manager', label: 'Hub managers' },
  { value: 'admin', label: 'Admins' },
];

/** Spec: the vehicle's branch and hub managers always hear of a critical incident. */
export const ALWAYS_NOTIFIED_OF_CRITICAL: readonly ApproverKind[] = ['branch_manager', 'hub_manager'];
export const CRITICAL_NOTE = 'The vehicle’s branch and hub managers are always notified of a critical incident.';
