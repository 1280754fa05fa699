import { INDUSTRY_CUSTOM_FLEET, type PermissionItem } from '@motorpool/api';

/** A breadcrumb: its text, or its text and the page it links to. `:name` stands for the route parameter `name`. */
export type Crumb = string | { label: string; href: string };
export type ResolvedCrumb = { label: string; href: string | null };

/**
 * Spec §2: a colon-prefixed crumb is replaced by the route parameter of that
 * name; the last crumb may be replaced by the label of the open tab.
 */
export function resolveCrumbs(crumbs: readonly Crumb[], params: Readonly<Record<string, string | undefined>> = {}, tabLabel?: string | null): ResolvedCrumb[] {
  const resolved = crumbs.map((crumb): ResolvedCrumb => {
    const { label, href } = typeof crumb === 'string' ? { label: crumb, href: null } : crumb;
    return { label: label.startsWith(':') ? (params[label.slice(1)] ?? label.slice(1)) : label, href };
  });
  const last = resolved.at(-1);
  if (last && tabLabel) resolved[resolved.length - 1] = { ...last, label: tabLabel };
  return resolved;
}

/** Spec §3: the tab-like permission items; hidden on add pages. */
export const TAB_TYPES = ['tasks', 'documents', 'notes', 'audits'] as const;
export type TabType = (typeof TAB_TYPES)[number];
export const isTabType = (type: string): type is TabType => (TAB_TYPES as readonly string[]).includes(type);

/** What an export asks for (spec §2): a permitted format, the table and whether it runs at once. */
export type ExportRequest = { format: string; table: string; sync: boolean };

/**
 * `extra_data` of a `table_export` item: `formats` (the permitted ones),
 * `table`, and `sync` (true unless the server says false).
 */
export function exportSettings(item: PermissionItem): { formats: string[]; table: string; sync: boolean } {
  const data = item.extra_data ?? {};
  const formats = Array.isArray(data.formats) ? data.formats.filter((format): format is string => typeof format === 'string') : [];
  return {
    formats,
    table: typeof data.table === 'string' ? data.table : '',
    sync: typeof data.sync === 'boolean' ? data.sync : true,
  };
}

/** `extra_data.key` of the users page's add button (a `navigation_button`); one going to /users/add… counts too. */
export const ADD_USER_KEY = 'add_user';
/**
 * The refresh-state-of-charge emitter (CustomFleet only): its name, or its
 * `extra_data.event` as the server sends it. Its button emits this name.
 */
export const REFRESH_STATE_OF_CHARGE = 'refresh_state_of_charge';
const REFRESH_STATE_OF_CHARGE_EVENT = 'refresh-state-of-charge';
export const REFRESH_STATE_OF_CHARGE_LABEL = 'Refresh State of Charge';
export const REFRESH_STATE_OF_CHARGE_TOOLTIP = 'Refresh to fetch latest State of Charge';
export const CUSTOM_FLEET_ADD_USER_LABEL = 'New User';

export const isCustomFleet = (industry: string | null | undefined) => industry === INDUSTRY_CUSTOM_FLEET;

export const isAddUserButton = (item: PermissionItem) =>
  item.type === 'navigation_button' && (item.extra_data?.key === ADD_USER_KEY || /^\/users\/add(\/|$)/.test(item.url ?? ''));

export const isRefreshStateOfCharge = (item: PermissionItem) =>
  item.type === 'emitter' && (item.name === REFRESH_STATE_OF_CHARGE || item.extra_data?.event === REFRESH_STATE_OF_CHARGE_EVENT);

/** An entry of the CustomFleet 'New User' drop-down (`extra_data.dropdown` or `.options`: `{heading, sub_heading?, url}`). */
export type AddUserOption = { heading: string; subHeading: string | null; url: string };

export function addUserOptions(item: PermissionItem): AddUserOption[] {
  const options = item.extra_data?.dropdown ?? item.extra_data?.options;
  if (!Array.isArray(options)) return [];
  return options.flatMap((option: unknown) => {
    if (typeof option !== 'object' || option === null) return [];
    const { heading, sub_heading, url } = option as Record<string, unknown>;
    if (typeof heading !== 'string' || heading === '' || typeof url !== 'string' || url === '') return [];
    return [{ heading, subHeading: typeof sub_heading === 'string' ? sub_heading : null, url }];
  });
}

/** Whether an action item draws a control: an export needs a permitted format, a link a url, refresh-state-of-charge CustomFleet. */
export function drawsControl(item: PermissionItem, customFleet: boolean): boolean {
  switch (item.type) {
    case 'table_export':
      return exportSettings(item).formats.length > 0;
    case 'table_import':
      // Without a url it still draws, to report the configuration fault when pressed.
      return true;
    case 'navigation_button':
      return Boolean(item.url) || (isAddUserButton(item) && customFleet && addUserOptions(item).length > 0);
    case 'emitter':
      return !isRefreshStateOfCharge(item) || customFleet;
    default:
      return false;
  }
}

/**
 * A phone's heading bar keeps the page's main action in sight and folds the
 * others into one menu: the main action is its first navigation button (Add
 * User, New Booking), as that is what the page is for. A single action
 * stays as it is, since a menu of one hides it for nothing.
 */
export function phoneActions<T extends PermissionItem>(actions: readonly T[]): { inline: T[]; folded: T[] } {
  if (actions.length <= 1) return { inline: [...actions], folded: [] };
  const main = actions.find((item) => item.type === 'navigation_button');
  return { inline: main ? [main] : [], folded: actions.filter((item) => item !== main) };
}
