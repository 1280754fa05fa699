import { INDUSTRY_CUSTOM_FLEET, type OrganisationSummary, type Profile, type SidebarItem } from '@motorpool/api';

/** Spec §2 and §9: the sidebar's width open and collapsed, in px. */
export const SIDEBAR_WIDTH = 256;
export const SIDEBAR_COLLAPSED_WIDTH = 58;
/** Spec §2: the left group shows this many items; the rest sit under 'More'. */
export const LEFT_GROUP_VISIBLE_ITEMS = 8;

/** Spec §8 "Switching". */
export const SWITCH_MESSAGES = {
  hubUpdated: 'Hub Updated Successfully!',
  branchUpdated: 'Branch Updated Successfully!',
  failed: 'Failed to Update!',
} as const;

/** Spec §2: who may switch hub or branch. */
export const HUB_SWITCH_ROLES = ['Hub Manager', 'HubBranch'] as const;
export const BRANCH_SWITCH_ROLE = 'Branch Manager';

/** Bottom-group items (from the server) that open the two help panels of spec §2 in their place. */
export const HELPDESK_ITEM_KEY = 'helpdesk';
export const USER_MANUAL_ITEM_KEY = 'user-manual';

/** The profile-menu entry for Company Settings needs this permission (spec §2). */
export const COMPANY_SETTINGS_PERMISSION = 'organisation_write';

export function splitLeftGroup(items: readonly SidebarItem[]): { visible: SidebarItem[]; more: SidebarItem[] } {
  return { visible: items.slice(0, LEFT_GROUP_VISIBLE_ITEMS), more: items.slice(LEFT_GROUP_VISIBLE_ITEMS) };
}

const pathOf = (url: string) => new URL(url, 'http://motorpool.invalid').pathname.replace(/\/+$/, '') || '/';

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

const roleOf = (profile: Profile | null | undefined) => profile?.role?.name ?? '';

/** Spec §2: a hub manager or HubBranch with additional hubs. */
export function canSwitchHub(profile: Profile | null | undefined): boolean {
  return (HUB_SWITCH_ROLES as readonly string[]).includes(roleOf(profile)) && (profile?.additional_hubs?.length ?? 0) > 0;
}

/** Spec §2: a branch manager of a CustomFleet organisation with additional branches. */
export function canSwitchBranch(profile: Profile | null | undefined): boolean {
  return (
    roleOf(profile) === BRANCH_SWITCH_ROLE &&
    profile?.current_organisation?.industry === INDUSTRY_CUSTOM_FLEET &&
    (profile.additional_branches?.length ?? 0) > 0
  );
}

export function canOpenCompanySettings(profile: Profile | null | undefined): boolean {
  return profile?.permissions.includes(COMPANY_SETTINGS_PERMISSION) ?? false;
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

export const displayName = (profile: Profile) =>
  [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.email;
