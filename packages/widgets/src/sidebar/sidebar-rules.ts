import {
  callerOfProfile,
  hubsEnabledFor,
  mayManageSettings,
  maySwitchBranch,
  maySwitchHub,
  messages,
  type OrganisationSummary,
  type Profile,
  type SidebarItem,
} from '@motorpool/api';

/**
 * Where the navigation sits (spec §3 Profile "navigation layout"): the side
 * menu bar (the default) or the top menu bar. The list also types the prop
 * and feeds the story controls.
 */
export const SIDEBAR_PLACEMENTS = ['side', 'top'] as const;
export type SidebarPlacement = (typeof SIDEBAR_PLACEMENTS)[number];

export function isSidebarPlacement(value: unknown): value is SidebarPlacement {
  return typeof value === 'string' && (SIDEBAR_PLACEMENTS as readonly string[]).includes(value);
}

/** Spec §2 and §9: the sidebar's width open and collapsed, in px. */
export const SIDEBAR_WIDTH = 256;
export const SIDEBAR_COLLAPSED_WIDTH = 58;
/** Spec §2: the left group shows this many items; the rest sit under 'More'. */
export const LEFT_GROUP_VISIBLE_ITEMS = 8;

/** Spec §8 "Switching". */
export const SWITCH_MESSAGES = messages.placeSwitch;

/** Bottom-group items (from the server) that open the two help panels of spec §2 in their place. */
export const HELPDESK_ITEM_KEY = 'helpdesk';
export const USER_MANUAL_ITEM_KEY = 'user-manual';

export function splitLeftGroup(items: readonly SidebarItem[]): { visible: SidebarItem[]; more: SidebarItem[] } {
  return { visible: items.slice(0, LEFT_GROUP_VISIBLE_ITEMS), more: items.slice(LEFT_GROUP_VISIBLE_ITEMS) };
}

/** Room the top menu bar keeps for its 'More' button until it has measured one, in px. */
export const TOP_BAR_MORE_WIDTH = 96;

/**
 * The top menu bar's form of the 8-items rule: the left group's items, in
 * order, while they fit in `available` px; the rest sit under 'More', which
 * then needs `moreWidth` of the room. An item not measured yet (`widthOf`
 * gives undefined) counts as fitting, so it is drawn and can be measured.
 * Before the bar has a width (no layout yet, or none at all) the side bar's
 * rule holds.
 */
export function splitTopBar(
  items: readonly SidebarItem[],
  widthOf: (key: string) => number | undefined,
  available: number,
  moreWidth: number = TOP_BAR_MORE_WIDTH,
): { visible: SidebarItem[]; more: SidebarItem[] } {
  if (available <= 0) return splitLeftGroup(items);
  const width = (item: SidebarItem) => widthOf(item.key) ?? 0;
  // Sub-pixel widths add up to a hair over the room they were measured in.
  const room = available + 0.5;
  if (items.reduce((sum, item) => sum + width(item), 0) <= room) return { visible: [...items], more: [] };
  let used = moreWidth;
  let count = 0;
  for (const item of items) {
    if (used + width(item) > room) break;
    used += width(item);
    count += 1;
  }
  return { visible: items.slice(0, count), more: items.slice(count) };
}

const pathOf = (url: string) => new URL(url, 'http://motorpool.invalid').pathname.replace(/\/+$/, '') || '/';

/** The menu as both layouts draw it: the left group, the bottom (help) group and the item of the page shown. */
export function menuGroups(items: readonly SidebarItem[], currentPath: string | undefined) {
  return {
    left: items.filter((item) => item.group === 'left'),
    bottom: items.filter((item) => item.group === 'bottom'),
    activeKey: activeItemKey(items, currentPath),
  };
}

/**
 * The item for the page at `currentPath`: the one whose url is that path or
 * its nearest parent (`/users` for `/users/42`), children included.
 */
export function activeItemKey(items: readonly SidebarItem[], currentPath: string | undefined): string | null {
  if (!currentPath) return null;
  const current = pathOf(currentPath);
  let best: { key: string; length: number } | null = null;
  const visit = (item: SidebarItem) => {
    if (item.url && !/^https?:/.test(item.url)) {
      const path = pathOf(item.url);
      const matches = current === path || (path !== '/' && current.startsWith(`${path}/`));
      if (matches && (!best || path.length > best.length)) best = { key: item.key, length: path.length };
    }
    item.children?.forEach(visit);
  };
  items.forEach(visit);
  return (best as { key: string } | null)?.key ?? null;
}

export function containsKey(item: SidebarItem, key: string | null): boolean {
  if (key === null) return false;
  return item.key === key || (item.children ?? []).some((child) => containsKey(child, key));
}

/** Spec §2: those who may switch hub (@motorpool/api maySwitchHub) while hubs are on, when they have additional hubs to switch to. */
export function canSwitchHub(profile: Profile | null | undefined): boolean {
  return maySwitchHub(callerOfProfile(profile), hubsEnabledFor(profile)) && (profile?.additional_hubs?.length ?? 0) > 0;
}

/** Spec §2: CustomFleet branch managers (@motorpool/api maySwitchBranch), when they have additional branches. */
export function canSwitchBranch(profile: Profile | null | undefined): boolean {
  return maySwitchBranch(callerOfProfile(profile)) && (profile?.additional_branches?.length ?? 0) > 0;
}

/** The profile menu's Company Settings entry (spec §2). */
export function canOpenCompanySettings(profile: Profile | null | undefined): boolean {
  return mayManageSettings(callerOfProfile(profile));
}

/**
 * Spec §4: with sub-domain redirect on, switching to an organisation served
 * from another host signs in there with the same token. `null` when the
 * switch stays on this host.
 */
export function organisationRedirectUrl(target: OrganisationSummary, token: string, currentHost: string): string | null {
  const domain = target.domain?.trim().toLowerCase();
  if (!domain || domain === currentHost.toLowerCase()) return null;
  const query = new URLSearchParams({ access_token: token, orgId: String(target.pk) });
  return `https://${domain}/login?${query.toString()}`;
}

export const displayName = (profile: Profile) => [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.email;
