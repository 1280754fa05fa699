import { array, boolean, enums, lazy, nullable, optional, string, type, type Describe, type Infer } from 'superstruct';
import { PermissionItem } from './permission-item';

export const SIDEBAR_GROUPS = ['left', 'bottom'] as const;

export type SidebarItem = {
  key: string;
  label: string;
  url: string | null;
  icon: string | null;
  group: (typeof SIDEBAR_GROUPS)[number];
  children?: SidebarItem[];
};

/**
 * A sidebar entry the caller may see; the server has already applied the
 * rules of spec §2 (permissions, role, industry), so the sidebar only lays out.
 */
export const SidebarItem: Describe<SidebarItem> = type({
  key: string(),
  label: string(),
  url: nullable(string()),
  icon: nullable(string()),
  group: enums(SIDEBAR_GROUPS),
  children: optional(array(lazy(() => SidebarItem))),
});

/** `GET organisations/sidebar-items/`. */
export const SidebarItems = type({
  results: array(SidebarItem),
  /** Where a click on the logo goes (spec §2: my-bookings with view_my_bookings, else booking add). */
  logo_url: string(),
  help_desk: nullable(type({ phone: nullable(string()), email: nullable(string()), message: nullable(string()) })),
  user_manual_url: nullable(string()),
  can_create_organisation: boolean(),
});
export type SidebarItems = Infer<typeof SidebarItems>;

/** `GET organisations/permission-items/?page=`: heading-bar actions for one page (spec §3 Permission item). */
export const PermissionItemList = type({ results: array(PermissionItem) });
export type PermissionItemList = Infer<typeof PermissionItemList>;
