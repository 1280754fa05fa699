import { array, boolean, enums, object, refine, string, type, type Infer } from 'superstruct';
import { VISIBILITY_RULE_CHOICES } from '../permissions/visibility';
import { PrimaryKey } from './common';

export const visibilityRulesMessages = {
  saved: 'Visibility rules saved.',
  roleTwice: 'Each role can be listed once.',
  roleUnknown: 'Every role must be one of this organisation.',
} as const;

/** One role's rules, every rule named with one of its choices (a request names them all, so a save never half-applies). */
export const RoleVisibilityRules = object({
  others_bookings: enums(VISIBILITY_RULE_CHOICES.others_bookings),
  driver_contact: enums(VISIBILITY_RULE_CHOICES.driver_contact),
  others_incidents: enums(VISIBILITY_RULE_CHOICES.others_incidents),
});

/** `PUT organisations/visibility-rules/`: the roles' rules (roles left out keep theirs) and the sign-up's branch question. */
export const VisibilityRulesWrite = object({
  roles: refine(array(object({ role: PrimaryKey, rules: RoleVisibilityRules })), 'roles', (roles) => {
    const pks = roles.map((entry) => entry.role);
    return new Set(pks).size === pks.length || visibilityRulesMessages.roleTwice;
  }),
  signup_branch_visible: boolean(),
});
export type VisibilityRulesWrite = Infer<typeof VisibilityRulesWrite>;

/** One role as the rules screen shows it: its rules in force, and whether it looks after bookings (then it sees everything whatever its rules). */
export const RoleVisibility = type({
  pk: PrimaryKey,
  name: string(),
  sees_all_bookings: boolean(),
  rules: type({ others_bookings: string(), driver_contact: string(), others_incidents: string() }),
});
export type RoleVisibility = Infer<typeof RoleVisibility>;

/** `GET organisations/visibility-rules/` (and the `PUT`'s answer). */
export const VisibilityRulesView = type({
  roles: array(RoleVisibility),
  signup_branch_visible: boolean(),
});
export type VisibilityRulesView = Infer<typeof VisibilityRulesView>;
