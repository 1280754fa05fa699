import { describe, expect, it } from 'vitest';
import { isPermission, PERMISSION_AREAS, PERMISSION_CATALOGUE, PERMISSION_NAMES, PERMISSIONS, permissionsByArea } from './catalogue';

describe('permission catalogue', () => {
  it('names every permission of spec §6, each with a label, a description and a known area', () => {
    for (const name of PERMISSION_NAMES) expect(PERMISSIONS).toContain(name);
    for (const name of PERMISSIONS) {
      const entry = PERMISSION_CATALOGUE[name];
      expect(entry.label.length, name).toBeGreaterThan(0);
      expect(entry.description.length, name).toBeGreaterThan(0);
      expect(Object.keys(PERMISSION_AREAS), name).toContain(entry.area);
    }
  });

  it('the Admin role and system admins hold the §6 names; the hub permissions and booking_approve (issue 21) are not among them', () => {
    expect(PERMISSION_NAMES).toHaveLength(16);
    expect(PERMISSIONS.filter((name) => !(PERMISSION_NAMES as readonly string[]).includes(name))).toEqual(['booking_approve', 'is_hub_manager', 'hub_switch']);
  });

  it('groups every permission once by area, for a roles editor', () => {
    const grouped = permissionsByArea();
    expect(Object.values(grouped).flat().sort()).toEqual([...PERMISSIONS].sort());
    expect(grouped.branches).toEqual(['is_branch_manager', 'is_hub_manager', 'hub_switch']);
  });

  it('tells a known name from an unknown one', () => {
    expect(isPermission('user_write')).toBe(true);
    expect(isPermission('toString')).toBe(false);
    expect(isPermission('Admin')).toBe(false);
  });
});
