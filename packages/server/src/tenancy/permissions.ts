import { PERMISSION_NAMES, type Caller } from '@motorpool/api';
import { forbidden } from '../http/errors';
import type { Tenancy } from './tenancy';

// The rules themselves live in @motorpool/api (src/permissions/), shared with the widgets and the portal.
export { effectivePermissions } from '@motorpool/api';

/** What a system admin holds when acting without (or across) organisations (spec §6). */
export const GLOBAL_PERMISSIONS: readonly string[] = PERMISSION_NAMES;

/**
 * The caller as the permission rules see them, from the request's tenancy;
 * `user` adds who they are where a rule asks (their own record, system admin).
 */
export function callerOf(tenancy: Tenancy, user?: { id: number; isSystemAdmin: boolean }): Caller {
  return {
    permissions: tenancy.permissions,
    isSystemAdmin: user?.isSystemAdmin ?? false,
    industry: tenancy.organisation?.industry ?? null,
    userId: user?.id ?? null,
    employeeId: tenancy.membership?.extensionId ?? null,
  };
}

/**
 * Refuses the request (403, with the rule's own message where it has one)
 * unless a named rule of @motorpool/api allowed it:
 * `enforce(mayManageStructure(caller))`. An assertion, so what the condition
 * establishes (`tenancy.membership !== null && …`) holds after it.
 */
export function enforce(allowed: boolean, message?: string): asserts allowed {
  if (!allowed) throw forbidden(message);
}
