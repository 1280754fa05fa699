import { MASTER_CONFIG_LIST_NAMES, MASTER_CONFIG_LISTS, type MasterConfigEntry, type MasterConfigList } from '@motorpool/api';

export const MASTER_CONFIG_TITLE = 'Master configuration';

/** What each list feeds, under its heading. */
export const LIST_HINTS: Record<MasterConfigList, string> = {
  'licence-classes':
    'The licence classes members hold (user form, sign-up) and a vehicle needs (Vehicle Class): vehicle search offers a driver only the vehicles their classes cover.',
  'vehicle-makes': 'The makes the vehicle form offers; each model belongs to one.',
  'vehicle-models': 'The models the vehicle form offers once a make is chosen, and the Models vehicle filter.',
  'body-types': 'The body types of the vehicle form and the Body Types vehicle filter.',
  'fuel-types': 'The fuel types of the vehicle form and the Fuel Types vehicle filter.',
  colours: 'The colours of the vehicle form (Paint) and the Paints vehicle filter.',
};

/** The trail's field names in the screen's words. */
export const TRAIL_LABELS: Readonly<Record<string, string>> = { label: 'Label', make: 'Make', is_active: 'Active', order: 'Order' };

/** The entry the screen edits: 'new' adds one; null edits none. */
export type EntryId = 'new' | number | null;

export const isMasterConfigList = (raw: unknown): raw is MasterConfigList => MASTER_CONFIG_LISTS.some((list) => list === raw);

/** `{id}` of the route: 'new', a record id, or anything else (none). */
export function parseEntryId(raw: string | null | undefined): EntryId {
  if (raw === 'new') return 'new';
  return raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export const listName = (list: MasterConfigList) => MASTER_CONFIG_LIST_NAMES[list];

/** 'Used by 3', 'Not used': whether Delete is offered depends on it. */
export function usesText(entry: Pick<MasterConfigEntry, 'uses'>): string {
  return entry.uses === 0 ? 'Not used' : `Used ${entry.uses} ${entry.uses === 1 ? 'time' : 'times'}`;
}

/** The list with one entry moved a place up (-1) or down (1): what `PUT …/order/` is sent. */
export function movedOrder(entries: readonly MasterConfigEntry[], pk: number, direction: -1 | 1): number[] {
  const pks = entries.map((entry) => entry.pk);
  const from = pks.indexOf(pk);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= pks.length) return pks;
  [pks[from], pks[to]] = [pks[to] as number, pks[from] as number];
  return pks;
}

export const MASTER_CONFIG_TEXT = {
  lead: 'The lists the forms and filters choose from. An entry in use cannot be deleted: deactivate it, and it is no longer offered while the records that have it keep it.',
  listsLabel: 'Lists',
  add: 'Add entry',
  addTitle: 'Add entry',
  editTitle: (label: string) => `Edit ${label}`,
  label: 'Label',
  make: 'Make',
  chooseMake: 'Choose a make',
  active: 'Active (offered in forms and filters)',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  empty: 'No entries yet.',
  loading: 'Loading the list…',
  loadFailed: 'The list could not be loaded.',
  inactive: 'Inactive',
  moveUp: (label: string) => `Move ${label} up`,
  moveDown: (label: string) => `Move ${label} down`,
  edit: (label: string) => `Edit ${label}`,
  deactivate: (label: string) => `Deactivate ${label}`,
  reactivate: (label: string) => `Reactivate ${label}`,
  delete: (label: string) => `Delete ${label}`,
  deleteTitle: (label: string) => `Delete ${label}?`,
  deleteMessage: 'Nothing uses this entry. It is removed from the list for good.',
  notFound: 'This entry is not in the list. Choose another, or add one.',
  labelRequired: 'Label is required',
  makeRequired: 'Make is required',
  readOnly: 'You can see these lists; changing them needs the master configuration permission.',
  saved: 'Entry saved',
  deleted: 'Entry deleted',
  moved: 'Order saved',
} as const;
