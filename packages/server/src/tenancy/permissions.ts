import { INDUSTRY_CUSTOM_FLEET, PERMISSION_NAMES } from '@motorpool/api';

/** What a system admin holds when acting without (or across) organisations (spec §6). */
export const GLOBAL_PERMISSIONS: readonly string[] = PERMISSION_NAMES;

/**
 * A role's permissions as they apply in an organisation: in CustomFleet a
 * branch manager loses user_write (spec §6).
 */
export function effectivePermissions(industry: string, rolePermissions: readonly string[]): string[] {
  const granted = new Set(rolePermissions);
  if (industry === INDUSTRY_CUSTOM_FLEET && granted.has('is_branch_manager')) granted.delete('user_write');
  return [...granted].sort();
}
