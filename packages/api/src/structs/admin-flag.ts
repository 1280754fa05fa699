import { boolean, object, type Infer } from 'superstruct';

export const adminFlagMessages = {
  saved: 'Admin flag saved.',
  lastSuperUser: 'This member is the last who can manage users here: give another member the admin flag or a role with Super user first.',
} as const;

/** `GET/PUT tfm/employees-extensions/{pk}/admin-flag/`: a member's admin flag (spec §4) in this organisation. */
export const AdminFlag = object({ is_business_admin: boolean() });
export type AdminFlag = Infer<typeof AdminFlag>;
