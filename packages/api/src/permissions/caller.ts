import type { Profile } from '../structs/profile';
import type { Permission } from './catalogue';

/**
 * Who is asking, as the rules need to know them: the permissions their role
 * gives them in the selected organisation, and their membership there. Each
 * rule takes only the fields it reads (`Pick<Caller, …>`), so the server can
 * call it with a tenancy and a widget with a profile.
 */
export type Caller = {
  /** Effective permissions in the selected organisation (a CustomFleet branch manager has already lost user_write). */
  permissions: ReadonlySet<string>;
  isSystemAdmin: boolean;
  /** The selected organisation's industry; null without one. */
  industry: string | null;
  userId: number | null;
  /** The caller's membership (employee extension) pk; null for a system admin acting without one. */
  employeeId: number | null;
};

export type Holder = Pick<Caller, 'permissions'>;

/** Holds at least one of `names`. */
export function holds(caller: Holder, ...names: readonly Permission[]): boolean {
  return names.some((name) => caller.permissions.has(name));
}

/** What of the signed-in profile the rules read; widgets that load less than a whole profile pass what they have. */
export type ProfileForRules = Pick<Profile, 'permissions'> & Partial<Pick<Profile, 'is_system_admin' | 'pk' | 'employee_pk' | 'current_organisation'>>;

/** The caller a widget or page sees: the signed-in profile (null before it loads, which holds nothing). */
export function callerOfProfile(profile: ProfileForRules | null | undefined): Caller {
  return {
    permissions: new Set(profile?.permissions ?? []),
    isSystemAdmin: profile?.is_system_admin ?? false,
    industry: profile?.current_organisation?.industry ?? null,
    userId: profile?.pk ?? null,
    employeeId: profile?.employee_pk ?? null,
  };
}
