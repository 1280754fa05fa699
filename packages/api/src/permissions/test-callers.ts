import type { Caller } from './caller';
import type { Permission } from './catalogue';

/** A caller for the rules' tests: a member of a Fleet organisation holding `permissions`. */
export function callerWith(permissions: readonly Permission[], overrides: Partial<Caller> = {}): Caller {
  return { permissions: new Set(permissions), isSystemAdmin: false, industry: 'Fleet', userId: 1, employeeId: 10, ...overrides };
}
